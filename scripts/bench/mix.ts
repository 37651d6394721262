// The signed-in mix of issue #11: many members at once, each going through home, pricing, my page, profile,
// an order, a price quote and the address book, on one demo member's session. Every connection sends
// the sequence in turn, each starting at a different request; the figures count every answer, and the share
// slower than 2 s and 10 s.
import { MIX_ORDER } from './demo-order';
import { get } from './http';
import { hammer, type LoadSettings } from './load';
import type { LatencySummary } from './latency-tally';

export const MIX_THRESHOLDS_MS = [2_000, 10_000] as const;

export interface MixRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** The quote the submit wizard asks for while a member types (tests/e2e/hostile/route-table.ts). */
export function quoteBody(addressId: number | null): unknown {
  return {
    submitType: 'GENERAL',
    orderType: 'REG',
    currency: 'TWD',
    shippingMethod: 'SELF_SHIPPING',
    shippingAddressId: addressId,
    lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 2 }],
  };
}

export function mixRequests(addressId: number | null): MixRequest[] {
  return [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/grading/pricing' },
    { method: 'GET', path: '/account/dashboard' },
    { method: 'GET', path: '/account/profile' },
    { method: 'GET', path: `/account/orders/${MIX_ORDER}` },
    { method: 'POST', path: '/api/orders/quote', body: quoteBody(addressId) },
    { method: 'GET', path: '/account/addresses' },
  ];
}

export const kindOf = (request: MixRequest) => `${request.method} ${request.path}`;

function headersFor(request: MixRequest, origin: string, cookie: string): Record<string, string> {
  return request.method === 'POST'
    ? { cookie, origin, 'content-type': 'application/json', accept: 'application/json' } // origin: the same-origin check
    : { cookie };
}

async function send(origin: string, cookie: string, request: MixRequest): Promise<{ status: number; body: string }> {
  if (request.method === 'GET') {
    const answer = await get(new URL(request.path, origin).href, { cookie });
    return { status: answer.status, body: answer.body.toString('utf8') };
  }
  const response = await fetch(new URL(request.path, origin), {
    method: request.method,
    headers: headersFor(request, origin, cookie),
    body: JSON.stringify(request.body),
    redirect: 'manual',
  });
  return { status: response.status, body: await response.text() };
}

/** The member's first address (the quote's shippingAddressId), then one pass through the mix: each must answer 2xx. */
export async function prepareMix(origin: string, cookie: string): Promise<MixRequest[]> {
  const addresses = await send(origin, cookie, { method: 'GET', path: '/api/member/addresses' });
  if (addresses.status !== 200) throw new Error(`GET /api/member/addresses answered ${addresses.status}`);
  const first = (JSON.parse(addresses.body) as { data?: { id?: number }[] }).data?.[0];
  const requests = mixRequests(typeof first?.id === 'number' ? first.id : null);
  const failed: string[] = [];
  for (const request of requests) {
    const { status, body } = await send(origin, cookie, request);
    if (status < 200 || status > 299) failed.push(`${kindOf(request)} → ${status} ${body.slice(0, 120)}`);
  }
  if (failed.length > 0) throw new Error(`the mix does not answer 2xx signed in: ${failed.join('; ')}`);
  return requests;
}

export interface MixKindFigures extends LatencySummary {
  kind: string;
}

export interface MixFigures {
  requestsPerSecond: number;
  p50Ms?: number;
  p99Ms?: number;
  errors: number; // connection errors and timeouts
  timeouts: number;
  non2xx: number;
  /** Share (0..1) of answered + timed-out requests over 2 s and over 10 s. */
  over2s: number;
  over10s: number;
  answered: number;
  /** Sent but neither answered nor timed out when the run ended. */
  cutOff: number;
  /** Connection errors by code (timeouts apart). */
  connectionErrors: Record<string, number>;
  byKind: MixKindFigures[];
}

/** One run of the mix. Autocannon's timeout is raised above 10 s so "over 10 s" is measured, not cut. */
export async function runMix(origin: string, cookie: string, requests: MixRequest[], settings: LoadSettings, timeoutSeconds = 30): Promise<MixFigures> {
  const run = await hammer({
    url: `${origin}/`,
    ...settings,
    timeoutSeconds,
    requests: requests.map((request) => ({
      method: request.method,
      path: request.path,
      headers: headersFor(request, origin, cookie),
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    })),
  });
  const all = run.tally.summary(MIX_THRESHOLDS_MS);
  const connectionErrors = run.result.errors - run.result.timeouts;
  return {
    requestsPerSecond: run.result.requests.average,
    p50Ms: all.p50Ms,
    p99Ms: all.p99Ms,
    errors: run.result.errors,
    timeouts: run.result.timeouts,
    non2xx: run.result.non2xx,
    over2s: all.over['2000'] ?? 0,
    over10s: all.over['10000'] ?? 0,
    answered: all.answered,
    cutOff: Math.max(0, run.sent - all.answered - run.result.timeouts - connectionErrors),
    connectionErrors: run.connectionErrors,
    byKind: requests.map((request) => ({ kind: kindOf(request), ...run.tally.summary(MIX_THRESHOLDS_MS, kindOf(request)) })),
  };
}

export { MIX_ORDER };
