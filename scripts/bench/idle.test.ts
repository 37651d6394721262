/** @jest-environment node */
import { describeIdle, idleHeading, type IdleClock, waitForIdle } from './idle';

/** A clock whose load average follows `loads`, one value per reading; sleeping advances time. */
function fakeClock(loads: number[]): IdleClock & { slept: number[] } {
  let t = 0;
  let reading = 0;
  const slept: number[] = [];
  return {
    slept,
    loadAverage: () => loads[Math.min(reading++, loads.length - 1)]!,
    now: () => t,
    sleep: async (ms) => {
      slept.push(ms);
      t += ms;
    },
  };
}

describe('waitForIdle (issue #11: load average < 1 before each page)', () => {
  it('does not wait when the machine is already idle', async () => {
    const clock = fakeClock([0.42]);
    await expect(waitForIdle({ maxLoad: 1, maxWaitMs: 120_000 }, clock)).resolves.toEqual({ loadBefore: 0.42, waitedSeconds: 0, idle: true, maxLoad: 1 });
    expect(clock.slept).toEqual([]);
  });

  it('polls until the load average falls below the threshold', async () => {
    const clock = fakeClock([2.5, 1.8, 1.0, 0.9]);
    const reading = await waitForIdle({ maxLoad: 1, maxWaitMs: 120_000, pollMs: 5_000 }, clock);
    expect(reading).toEqual({ loadBefore: 0.9, waitedSeconds: 15, idle: true, maxLoad: 1 });
    expect(describeIdle(reading)).toBe('load 0.90 before (waited 15 s)');
    expect(idleHeading('# /', reading)).toBe('# / — load 0.90 before (waited 15 s)');
  });

  it('gives up after the longest wait and says the machine was not idle', async () => {
    const clock = fakeClock([3.2]);
    const reading = await waitForIdle({ maxLoad: 1, maxWaitMs: 12_000, pollMs: 5_000 }, clock);
    expect(clock.slept).toEqual([5_000, 5_000, 2_000]);
    expect(reading).toEqual({ loadBefore: 3.2, waitedSeconds: 12, idle: false, maxLoad: 1 });
    expect(describeIdle(reading)).toBe('load 3.20 before, still not below 1 after 12 s: measured anyway');
    expect(idleHeading('# /', reading)).toBe('WARN # / — load 3.20 before, still not below 1 after 12 s: measured anyway');
  });

  it('never waits when the longest wait is 0', async () => {
    const clock = fakeClock([5]);
    expect((await waitForIdle({ maxLoad: 1, maxWaitMs: 0 }, clock)).idle).toBe(false);
    expect(clock.slept).toEqual([]);
  });
});
