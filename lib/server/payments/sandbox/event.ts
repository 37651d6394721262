// The sandbox gateway's event document and its strict parsing. On the wire it is our normalised event as
// JSON (`eventToJson` of ../types.ts); a signed body is still checked field by field, so a signing mistake
// can never feed odd values into the order.
import { Currency } from '@/lib/server/db/generated/enums';
import { MAX_MONEY } from '@/lib/shared/money';
import { hasBadCharacters } from '@/lib/shared/text';
import { CALLBACK_EVENT_TYPES, type CallbackEvent } from '../types';

const ID = /^[A-Za-z0-9_.:-]{1,100}$/;
const text = (value: unknown, max = 100) =>
  typeof value === 'string' && value.length > 0 && value.length <= max && !hasBadCharacters(value) ? value : undefined;
const date = (value: unknown) => {
  if (typeof value !== 'string' || value.length > 40) return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
};

/** The event, or null when the body is not a well-formed sandbox event. */
export function parseSandboxEvent(rawBody: string): CallbackEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const body = json as Record<string, unknown>;
  const type = CALLBACK_EVENT_TYPES.find((t) => t === body.type);
  const currency = Object.values(Currency).find((c) => c === body.currency);
  const occurredAt = date(body.occurredAt);
  const { eventId, providerPaymentId, amount } = body;
  if (typeof eventId !== 'string' || !ID.test(eventId) || typeof providerPaymentId !== 'string' || !ID.test(providerPaymentId)) return null;
  // The amount goes to an integer column: past its range it is refused here, not by the database (issue #7).
  if (!type || !currency || !occurredAt || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0 || amount > MAX_MONEY) return null;
  const event: CallbackEvent = { eventId, providerPaymentId, type, amount, currency, occurredAt };
  const reason = text(body.reason, 200);
  if (reason) event.reason = reason;
  if (type === 'virtual_account.issued') {
    const vaBank = text(body.vaBank);
    const vaAccountNumber = typeof body.vaAccountNumber === 'string' && /^\d{6,20}$/.test(body.vaAccountNumber) ? body.vaAccountNumber : undefined;
    const vaDeadline = date(body.vaDeadline);
    if (!vaBank || !vaAccountNumber || !vaDeadline) return null;
    Object.assign(event, { vaBank, vaAccountNumber, vaDeadline, vaHolder: text(body.vaHolder) });
  }
  return event;
}
