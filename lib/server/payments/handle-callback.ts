// POST /api/payments/sandbox/callback (and any provider's callback route): verify the signature over the
// raw body, apply the event in one transaction (with the e-mails it causes — order paid, virtual account issued — written
// to the outbox, decision 0026), then — after the commit — deliver them and send the refunds it decided. Bad, missing or stale signatures are refused with 400 and change nothing; every
// accepted event answers 200 (also a replay, a refusal or a wrong amount) so the gateway stops retrying.
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '@/lib/server/db/client';
import { AppError } from '../errors/app-error';
import { applyCallbackEvent } from './apply-callback';
import type { CallbackResult } from './callback-context';
import { executeRefundsAfterCommit } from './refund-payment';
import { providerByName } from './registry';
import type { CallbackEvent } from './types';
import { kickDelivery } from '../messaging/delivery/worker';

export interface CallbackAnswer {
  eventId: string;
  result: CallbackResult;
}

export async function handlePaymentCallback(
  db: Db,
  providerName: string,
  rawBody: string,
  headers: IncomingHttpHeaders,
  now = new Date(),
): Promise<CallbackAnswer> {
  const provider = providerByName(providerName);
  const verified = provider.verifyCallback(rawBody, headers, now);
  if (!verified.ok) throw refusedCallback(provider.name, verified.refused, rawBody);
  return applyVerifiedCallback(db, provider.name, verified.event, now);
}

/** The 400 for a callback refused before anything was applied (also PortOne's webhook route, portone/handle-webhook.ts). */
export function refusedCallback(providerName: string, refused: 'signature' | 'malformed', rawBody: string): AppError {
  // A 400 is final for the gateway (it retries only 5xx and timeouts). A correctly signed event we
  // cannot use (e.g. an amount beyond the money column) is the gateway's bug or ours: logged to act on.
  if (refused === 'malformed')
    console.warn(`[payments] ${providerName}: refused a signed callback with an unusable body: ${JSON.stringify(rawBody.slice(0, 300))}`);
  return new AppError('BAD_REQUEST', 'Invalid signature or event.', 'errors:invalidRequest');
}

/**
 * A verified event applied, then — after the commit — the e-mails delivered and the refunds sent. Shared by every
 * provider's route: PortOne's webhook is verified asynchronously (portone/handle-webhook.ts) and joins here.
 */
export async function applyVerifiedCallback(db: Db, providerName: string, event: CallbackEvent, now = new Date()): Promise<CallbackAnswer> {
  const outcome = await applyCallbackEvent(db, providerName, event, now);
  kickDelivery();
  await executeRefundsAfterCommit(db, outcome.refundIds);
  return { eventId: event.eventId, result: outcome.result };
}
