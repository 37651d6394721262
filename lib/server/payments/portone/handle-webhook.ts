// POST /api/payments/portone/webhook (docs/decisions/0038-portone.md "Wiring"): PortOne's webhook verified
// and its payment re-read (webhook.ts), then the same apply path as every gateway's callback (handle-callback.ts:
// one transaction keyed by the event id, the amount checked against the stored quote, money we do not keep sent
// back after the commit). A wrong, stale or unusable webhook → AppError 400 and nothing applied; a webhook about
// nothing we track (a billing key, READY, a cancellation we made) → answered 'ignored'; an API call that failed
// throws (5xx), and PortOne sends the webhook again.
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '@/lib/server/db/client';
import { type CallbackAnswer, applyVerifiedCallback, refusedCallback } from '../handle-callback';
import { portoneConfigFromEnv } from './config';
import { PORTONE, PortoneProvider } from './provider';

export interface PortoneWebhookOptions {
  /** The adapter to use; by default built from the PORTONE_* variables. */
  provider?: PortoneProvider;
  now?: Date;
}

export async function handlePortoneWebhook(
  db: Db,
  rawBody: string,
  headers: IncomingHttpHeaders,
  { provider = new PortoneProvider(portoneConfigFromEnv()), now = new Date() }: PortoneWebhookOptions = {},
): Promise<CallbackAnswer> {
  const verified = await provider.verifyWebhook(rawBody, headers, now);
  if (!verified.ok) throw refusedCallback(PORTONE, verified.refused, rawBody);
  if (!verified.event) return { eventId: `portone:webhook:${verified.webhookId}`, result: 'ignored' };
  return applyVerifiedCallback(db, PORTONE, verified.event, now);
}
