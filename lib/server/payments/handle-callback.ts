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
  if (!verified.ok) {
    // A 400 is final for the gateway (it retries only 5xx and timeouts). A correctly signed event we
    // cannot use (e.g. an amount beyond the money column) is the gateway's bug or ours: logged to act on.
    if (verified.refused === 'malformed')
      console.warn(`[payments] ${provider.name}: refused a signed callback with an unusable body: ${JSON.stringify(rawBody.slice(0, 300))}`);
    throw new AppError('BAD_REQUEST', 'Invalid signature or event.', 'errors:invalidRequest');
  }
  const { event } = verified;
  const outcome = await applyCallbackEvent(db, provider.name, event, now);
  kickDelivery();
  await executeRefundsAfterCommit(db, outcome.refundIds);
  return { eventId: event.eventId, result: outcome.result };
}
