// Issue #11 asks for figures taken on an idle machine: before each page the bench waits until the 1-minute
// load average is below a threshold, up to a limit, and says what it was. On 2 shared cores another build or
// browser doubles every latency, so a figure is only comparable with the load it was taken at.
import os from 'node:os';

export interface IdleSettings {
  /** The 1-minute load average must be below this (BENCH_LOAD_MAX). */
  maxLoad: number;
  /** Give up waiting after this many ms (BENCH_MAX_WAIT, in seconds there). */
  maxWaitMs: number;
  /** How often the load average is read. */
  pollMs?: number;
}

export interface IdleReading {
  /** The 1-minute load average when the measurement started. */
  loadBefore: number;
  waitedSeconds: number;
  /** false: the wait ran out and the figures were taken on a busier machine than asked. */
  idle: boolean;
  maxLoad: number;
}

export interface IdleClock {
  loadAverage: () => number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const systemClock: IdleClock = {
  loadAverage: () => os.loadavg()[0] ?? 0,
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export async function waitForIdle(settings: IdleSettings, clock: IdleClock = systemClock): Promise<IdleReading> {
  const pollMs = settings.pollMs ?? 5_000;
  const started = clock.now();
  let load = clock.loadAverage();
  while (load >= settings.maxLoad && clock.now() - started < settings.maxWaitMs) {
    await clock.sleep(Math.min(pollMs, Math.max(0, settings.maxWaitMs - (clock.now() - started))));
    load = clock.loadAverage();
  }
  return { loadBefore: load, waitedSeconds: (clock.now() - started) / 1000, idle: load < settings.maxLoad, maxLoad: settings.maxLoad };
}

/** "load 0.42 before", or the threshold the machine never got under. */
export function describeIdle(reading: IdleReading): string {
  const waited = reading.waitedSeconds >= 1 ? ` (waited ${Math.round(reading.waitedSeconds)} s)` : '';
  const load = reading.loadBefore.toFixed(2);
  return reading.idle
    ? `load ${load} before${waited}`
    : `load ${load} before, still not below ${reading.maxLoad} after ${Math.round(reading.waitedSeconds)} s: measured anyway`;
}

/** The line that opens a measurement: a warning when the machine was not idle. */
export function idleHeading(what: string, reading: IdleReading): string {
  return `${reading.idle ? '' : 'WARN '}${what} — ${describeIdle(reading)}`;
}
