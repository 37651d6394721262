/** @jest-environment node */
// Issue #11: PGlite answers in microtasks, so statements run back to back never give the event loop back and a
// crowd of requests starved Node's sockets and timers (docs/decisions/0018-database-turns.md). Through the client the
// server uses (prismaOnPglite → takingTurns) a timer due meanwhile fires between statements; on the bare PGlite it
// fires only after all of them.
import { PGlite } from '@electric-sql/pglite';
import { prismaOnPglite } from '@/lib/server/db/client';
import { takingTurns } from '@/lib/server/db/loop-turns';

let pglite: PGlite;
beforeAll(async () => {
  pglite = new PGlite();
  await pglite.waitReady;
  await pglite.exec('create table counter (id int primary key, n int not null); insert into counter values (1, 0);');
});
afterAll(() => pglite.close());

/** How many of `count` concurrent statements had answered when a timer set at the start fired. */
async function answeredBeforeTimer(client: Pick<PGlite, 'query'>, count: number): Promise<number> {
  let answered = 0;
  let atTimer = -1;
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      atTimer = answered;
      resolve();
    }, 0),
  );
  // The timer is due before the first statement is sent (a timeout of 0 is one millisecond): otherwise the first few
  // answers can all come within that millisecond, before the timer is due at all (a flaky CI run).
  const due = Date.now() + 2;
  while (Date.now() < due);
  await Promise.all([timer, ...Array.from({ length: count }, (_, i) => client.query('select $1::int + 1 as n', [i]).then(() => (answered += 1)))]);
  expect(answered).toBe(count);
  return atTimer;
}

test('without turns, 200 statements answer before a timer that was due at once (the starvation)', async () => {
  expect(await answeredBeforeTimer(pglite, 200)).toBe(200);
});

test('with turns, that timer fires after one or two statements', async () => {
  expect(await answeredBeforeTimer(takingTurns(pglite), 200)).toBeLessThanOrEqual(2);
});

test('through Prisma: transactions and plain statements at once all complete, and every increment counts', async () => {
  const db = await prismaOnPglite(pglite);
  try {
    await Promise.all([
      ...Array.from({ length: 20 }, () =>
        db.$transaction(async (tx) => {
          const [row] = await tx.$queryRaw<{ n: number }[]>`select n from counter where id = 1`;
          await tx.$executeRaw`update counter set n = ${row!.n + 1} where id = 1`;
        }),
      ),
      ...Array.from({ length: 50 }, () => db.$queryRaw`select 1`),
    ]);
    const [row] = await db.$queryRaw<{ n: number }[]>`select n from counter where id = 1`;
    expect(row!.n).toBe(20);
  } finally {
    await db.$disconnect();
  }
});

test('the wrapped client passes everything else through to PGlite', async () => {
  const wrapped = takingTurns(pglite);
  expect(wrapped.closed).toBe(false);
  await expect(wrapped.exec('select 1')).resolves.toHaveLength(1);
  await expect(wrapped.transaction(async (tx) => (await tx.query<{ x: number }>('select 2 as x')).rows[0]!.x)).resolves.toBe(2);
});
