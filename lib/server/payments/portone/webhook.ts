// A PortOne webhook (V2, version 2024-04-25: Standard Webhooks; "웹훅 연동하기"
// https://developers.portone.io/opi/ko/integration/webhook/readme-v2) → verified, then the payment it names re-read
// from the API (docs/decisions/0038-portone.md "Webhooks"):
//   1. the SDK's Webhook.verify checks the webhook-signature header (v1 = base64 HMAC-SHA256 over
//      `${webhook-id}.${webhook-timestamp}.${body}` with the `whsec_` secret) and refuses a timestamp more than 5
//      minutes from now: a wrong or stale signature → refused 'signature' (400, PortOne shows it failed);
//   2. the body only names the payment ({ type: "Transaction.Paid", data: { storeId, paymentId, transactionId } }):
//      GET /payments/{paymentId} gives the state we act on (payment-event.ts), so a body signed with a leaked secret
//      still cannot claim an amount or a status PortOne does not hold.
// A webhook about something else (a billing key, a type newer than this SDK) is answered OK and changes nothing.
// An API call that fails throws: the route answers 5xx and PortOne sends the webhook again later.
import type { IncomingHttpHeaders } from 'node:http';
import { Webhook } from '@portone/server-sdk';
import type { CallbackEvent } from '../types';
import { type PortonePayments, portoneErrorType } from './client';
import type { PortoneConfig } from './config';
import { paymentToEvent } from './payment-event';

/** Webhook bodies are a few hundred bytes; anything much larger is not PortOne's. */
export const WEBHOOK_BODY_LIMIT = 16 * 1024;

export type PortoneWebhookResult =
  | { ok: true; event: CallbackEvent; webhookId: string }
  | { ok: true; event: null; webhookId: string; ignored: string }
  | { ok: false; refused: 'signature' | 'malformed'; detail: string };

const headerValue = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
};

export async function verifyPortoneWebhook(
  config: Pick<PortoneConfig, 'webhookSecret' | 'storeId'>,
  rawBody: string,
  headers: IncomingHttpHeaders,
  client: Pick<PortonePayments, 'getPayment'>,
  now = new Date(),
): Promise<PortoneWebhookResult> {
  if (rawBody.length > WEBHOOK_BODY_LIMIT) return { ok: false, refused: 'malformed', detail: 'body too large' };
  let webhook: Awaited<ReturnType<typeof Webhook.verify>>;
  try {
    webhook = await Webhook.verify(config.webhookSecret, rawBody, headers);
  } catch (error) {
    if (error instanceof Webhook.WebhookVerificationError) return { ok: false, refused: 'signature', detail: error.reason };
    // Verified, but the body is not JSON: PortOne's bug or ours, never a payment.
    if (error instanceof SyntaxError) return { ok: false, refused: 'malformed', detail: 'body is not JSON' };
    // InvalidInputError: our webhook secret is not base64 — a configuration error to see, not the caller's fault.
    throw error;
  }
  const webhookId = headerValue(headers, 'webhook-id');
  const data = (webhook as { data?: { paymentId?: unknown; storeId?: unknown } }).data;
  if (typeof webhook.type !== 'string' || !webhook.type.startsWith('Transaction.'))
    return { ok: true, event: null, webhookId, ignored: `type ${String(webhook.type)}` };
  if (typeof data?.paymentId !== 'string' || data.paymentId.length > 100) return { ok: false, refused: 'malformed', detail: 'no paymentId' };
  if (data.storeId !== config.storeId) return { ok: false, refused: 'malformed', detail: 'another store' };
  let payment: Awaited<ReturnType<PortonePayments['getPayment']>>;
  try {
    payment = await client.getPayment({ paymentId: data.paymentId, storeId: config.storeId });
  } catch (error) {
    // Signed with our secret for a payment PortOne does not know: nothing to apply, and nothing a retry would change.
    if (portoneErrorType(error) === 'PAYMENT_NOT_FOUND') return { ok: false, refused: 'malformed', detail: 'payment not found at PortOne' };
    throw error;
  }
  const mapped = paymentToEvent(payment, config.storeId, now);
  if ('malformed' in mapped) return { ok: false, refused: 'malformed', detail: mapped.malformed };
  if ('ignored' in mapped) return { ok: true, event: null, webhookId, ignored: mapped.ignored };
  return { ok: true, event: mapped.event, webhookId };
}
