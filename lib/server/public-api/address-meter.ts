// Callers without a key, counted per client address in this process's memory (docs/product/certificates.md#public-api,
// docs/decisions/0021-public-api.md): KEYLESS_PER_MINUTE and KEYLESS_PER_DAY. No database write, no read: a flood of
// look-ups from one address is refused here before any query. With N instances each counts on its own, so an address
// may get up to N times the limit; the reverse proxy in front enforces the one limit for all.
import { isIPv4, isIPv6 } from 'node:net';
import { KEYLESS_PER_DAY, KEYLESS_PER_MINUTE } from '@/lib/shared/public-api/limits';
import { type Metered, type Quota, ceilSeconds } from './quotas';
import { WindowCounter } from './window-counter';

const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const windows = [
  { name: 'minute', counter: new WindowCounter(KEYLESS_PER_MINUTE, MINUTE_MS) },
  { name: 'day', counter: new WindowCounter(KEYLESS_PER_DAY, DAY_MS) },
];

/**
 * Who is counted: an IPv4 address, or the /64 of an IPv6 one — a single subscriber commonly holds a whole /64, so
 * counting IPv6 addresses one by one would let one machine be thousands of callers.
 */
export function meteredAddress(ip: string): string {
  const address = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const front = head.split(':').filter(Boolean);
  const back = address.includes('::') ? tail.split(':').filter(Boolean) : [];
  const groups = address.includes('::') ? [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back] : front;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Counts one request from `address` if both windows allow it. */
export function meterAddress(address: string, now: number): Metered {
  const states = windows.map(({ name, counter }) => ({ name, counter, state: counter.state(address, now) }));
  const allowed = states.every(({ state }) => state.used < state.limit);
  if (allowed) for (const { counter } of states) counter.add(address, now);
  const quotas: Quota[] = states.map(({ name, counter, state }) => ({
    name,
    limit: state.limit,
    windowSeconds: counter.windowMs / 1000,
    remaining: Math.max(0, state.limit - state.used - (allowed ? 1 : 0)),
    resetSeconds: ceilSeconds(state.resetMs),
  }));
  return { allowed, quotas };
}

/** Tests: every address starts afresh. */
export function resetAddressMeter(): void {
  for (const { counter } of windows) counter.clear();
}
