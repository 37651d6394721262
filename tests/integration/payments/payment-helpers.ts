// Helpers of the payment integration tests: a member's session cookie, gateway events signed like the
// sandbox gateway signs them, and a real loopback HTTP server running an API route (for the
// server-to-server callback, whose route reads the raw body stream).
import { parseCookie } from 'cookie';
import type { NextApiRequest, NextApiResponse } from 'next';
import { signAccessToken } from '@/lib/server/auth/access-token';
import { issueRefreshToken } from '@/lib/server/auth/refresh-tokens';
import { getDb } from '@/lib/server/db/client';
import type { Member, Payment } from '@/lib/server/db/generated/client';
import { newEventId } from '@/lib/server/payments/sandbox/gateway';
import { SIGNATURE_HEADER, signSandboxBody } from '@/lib/server/payments/sandbox/signature';
import { type CallbackEvent, type CallbackEventType, eventToJson } from '@/lib/server/payments/types';
import { listen, nextify } from '@/tests/helpers/route-server';

export const TEST_SECRET = 'payments-integration-test-secret-0123456789';

/** A real session (a refresh-token family in the database, as a login makes): the access token alone is not one. */
export async function sessionCookies(member: Pick<Member, 'id' | 'mbId'>): Promise<Record<string, string>> {
  const { token, record } = await issueRefreshToken(await getDb(), member.id, { persistent: false });
  const acc = await signAccessToken({ memberId: member.id, mbId: member.mbId, role: 'MEMBER', mbStatus: 'APPROVED', familyId: record.familyId });
  return { acc, rft: token };
}

export function gatewayEvent(
  payment: Pick<Payment, 'providerPaymentId' | 'amount' | 'currency'>,
  type: CallbackEventType,
  extra: Partial<CallbackEvent> = {},
): CallbackEvent {
  const event: CallbackEvent = {
    eventId: newEventId(),
    providerPaymentId: payment.providerPaymentId,
    type,
    amount: payment.amount,
    currency: payment.currency,
    occurredAt: new Date(),
    ...extra,
  };
  if (type === 'virtual_account.issued' && !event.vaAccountNumber) {
    Object.assign(event, {
      vaBank: '812 Taishin Bank',
      vaAccountNumber: '91234567890123',
      vaHolder: 'CardGrade',
      vaDeadline: new Date(Date.now() + 72 * 3_600_000),
      ...extra,
    });
  }
  return event;
}

/** Headers of a body signed like the gateway signs it (any body: also malformed ones). */
export function signRaw(rawBody: string, signedAt = new Date(), secret = TEST_SECRET): Record<string, string> {
  return { 'content-type': 'application/json', [SIGNATURE_HEADER]: signSandboxBody(Buffer.from(secret), rawBody, signedAt) };
}

export function signed(event: CallbackEvent, signedAt = new Date(), secret = TEST_SECRET): { rawBody: string; headers: Record<string, string> } {
  const rawBody = JSON.stringify(eventToJson(event));
  return { rawBody, headers: signRaw(rawBody, signedAt, secret) };
}

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** Serves one API route on 127.0.0.1 with the few NextApiResponse helpers our routes use (tests/helpers/route-server.ts). */
export async function serveRoute(handler: Handler): Promise<TestServer> {
  const server = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const { apiReq, apiRes } = nextify(req, res, Object.fromEntries(url.searchParams));
    Object.assign(apiReq, { cookies: parseCookie(req.headers.cookie ?? '') });
    handler(apiReq, apiRes).catch((error) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return { url: server.origin, close: server.close };
}

/** POSTs a raw body to the served route, as the gateway does. */
export async function postRaw(server: TestServer, rawBody: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/api/payments/sandbox/callback`, { method: 'POST', headers, body: rawBody });
  return { status: response.status, body: (await response.json()) as { code: string; message: string; data?: { eventId: string; result: string } } };
}
