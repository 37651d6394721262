// An order event's note as the staff page reads it (issue #24, docs/decisions/0032-event-notes.md): a system note —
// coded, or an old English template — in the page's language (audit:eventNotes.*), money with its currency, payment
// methods (payments:methods.*), couriers and banks by their names (lib/shared/orders/couriers.ts, banks.ts); a staff
// member's own words as typed.
import type { Translate } from '@/lib/shared/i18n/translate';
import type { Locale } from '@/lib/shared/locale';
import type { Currency } from '@/lib/server/db/generated/enums';
import { formatMoney } from '@/lib/shared/money';
import { bankById } from '@/lib/shared/orders/banks';
import { courierById } from '@/lib/shared/orders/couriers';
import { type EventNoteParams, parseEventNote } from '@/lib/shared/orders/event-notes';
import { dateTimeText } from '@/components/orders/format';

/** The parameters in words: codes named, amounts (minor units) with their currency. */
export function eventNoteParams(t: Translate, params: EventNoteParams, locale: Locale): Record<string, string | number> {
  const words: Record<string, string | number> = { ...params };
  for (const field of ['amount', 'kept', 'total'] as const) {
    // An amount's currency: its own (`totalCurrency`) or the note's.
    const currency = params[`${field}Currency`] ?? params.currency;
    if (typeof params[field] === 'number' && typeof currency === 'string') words[field] = formatMoney(params[field], currency as Currency, locale);
  }
  if (typeof params.method === 'string') words.method = t(`payments:methods.${params.method}`);
  if (typeof params.courier === 'string') words.courier = courierById(params.courier)?.names[locale] ?? params.courier;
  if (typeof params.bank === 'string') words.bank = bankById(params.bank)?.names[locale] ?? params.bank;
  if (typeof params.deadline === 'string' && !Number.isNaN(Date.parse(params.deadline))) words.deadline = dateTimeText(params.deadline, locale);
  return words;
}

export function eventNoteText(t: Translate, note: string, locale: Locale): string {
  const parsed = parseEventNote(note);
  return 'text' in parsed ? parsed.text : t(`audit:eventNotes.${parsed.key}`, eventNoteParams(t, parsed.params, locale));
}

/** Audit data fields whose values are codes (issue #24): couriers, payment methods and banks by name; null: not a code field. */
export function codeInWords(t: Translate, field: string, raw: string | null, locale: Locale): string | null {
  if (raw === null) return null;
  if (/^(courier|deliveryCom(In|Out))$/.test(field)) return courierById(raw)?.names[locale] ?? null;
  if (/^(method|paymentMethod)$/.test(field)) return t(`payments:methods.${raw}`);
  if (field === 'bank') return bankById(raw)?.names[locale] ?? null;
  return null;
}
