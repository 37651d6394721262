/** @jest-environment node */
// The queue behind the database turns (loop-turns.ts): first come, first served, and one waiter per
// turn of the event loop, so timers and sockets are served between two statements.
import { LoopTurns } from './loop-turns';

test('waiters are released in the order they came', async () => {
  const turns = new LoopTurns();
  const order: number[] = [];
  await Promise.all([1, 2, 3, 4, 5].map((n) => turns.take().then(() => order.push(n))));
  expect(order).toEqual([1, 2, 3, 4, 5]);
  expect(turns.queued).toBe(0);
});

test('a timer due meanwhile fires after one or two waiters, not after the whole queue', async () => {
  const turns = new LoopTurns();
  let released = 0;
  let releasedWhenTimerFired = -1;
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      releasedWhenTimerFired = released;
      resolve();
    }, 0),
  );
  // Each waiter does a little synchronous work, as a statement and the code after it would.
  const waiters = Array.from({ length: 50 }, () =>
    turns.take().then(() => {
      released += 1;
      const until = Date.now() + 1;
      while (Date.now() < until);
    }),
  );
  await Promise.all([timer, ...waiters]);
  expect(released).toBe(50);
  expect(releasedWhenTimerFired).toBeGreaterThanOrEqual(0);
  expect(releasedWhenTimerFired).toBeLessThanOrEqual(2);
});

test('a waiter that comes while others are released still gets its turn, after them', async () => {
  const turns = new LoopTurns();
  const order: string[] = [];
  const first = turns.take().then(async () => {
    order.push('first');
    await turns.take();
    order.push('first again');
  });
  const second = turns.take().then(() => order.push('second'));
  await Promise.all([first, second]);
  expect(order).toEqual(['first', 'second', 'first again']);
});

test('fake timers in a test do not stop the queue (it took setImmediate at load)', async () => {
  jest.useFakeTimers();
  try {
    const turns = new LoopTurns();
    await expect(turns.take()).resolves.toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});
