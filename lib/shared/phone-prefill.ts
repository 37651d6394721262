// A phone number the member already typed elsewhere — the phone of a shipping address, free text such as
// "0912-345-678" or "+82 10-1234-5678" — split into the phone verification dialog's two fields (country code and
// number), so the dialog can offer it (docs/product/accounts.md#phone-verification; issue #9: the wizard's shipping
// step asked again for the number the member had just typed). The member can still change both before the code is
// sent; the dialog validates as always.
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, phoneCountryOf } from './phone-numbers';

export interface PhoneDialogDefaults {
  /** Calling code without "+". */
  dial: string;
  /** The number as typed, without the calling code. */
  national: string;
}

const PHONE_TEXT = /^[\d\s\-().+]{6,30}$/;

export function phoneDialogDefaults(text: string | null | undefined): PhoneDialogDefaults | null {
  const typed = text?.trim() ?? '';
  if (!PHONE_TEXT.test(typed)) return null;
  const international = /^(\+|00)/.exec(typed);
  if (!international) return { dial: DEFAULT_PHONE_COUNTRY.dial, national: typed };
  const digits = typed.slice(international[0].length).replace(/\D/g, '');
  // A mobile number of a supported country; otherwise the longest calling code it starts with.
  const country =
    phoneCountryOf(`+${digits}`) ??
    [...PHONE_COUNTRIES].sort((a, b) => b.dial.length - a.dial.length).find((candidate) => digits.startsWith(candidate.dial)) ??
    null;
  if (!country) return null;
  const rest = typed.slice(international[0].length).replace(/^\D*/, '');
  // Drop the calling code's digits from what was typed, keeping the member's own separators after it.
  let skipped = 0;
  let index = 0;
  while (skipped < country.dial.length && index < rest.length) {
    if (/\d/.test(rest[index]!)) skipped += 1;
    index += 1;
  }
  return { dial: country.dial, national: rest.slice(index).replace(/^[\s\-.]+/, '') };
}
