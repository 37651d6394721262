// ECPay's notifications and API answers are application/x-www-form-urlencoded (p=2878 "Content Type :
// application/x-www-form-urlencoded"). Parsed strictly: a body that is too big, names a field twice, or has a field
// name that is not a plain identifier is not ECPay's (a duplicated name could make the signed value and the used
// value differ).
export type FormFields = Record<string, string>;

/** ECPay's bodies are a few hundred bytes; 8 KiB leaves room for the CustomField1–4 (String(50) each). */
export const ECPAY_BODY_LIMIT = 8 * 1024;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

export function parseFormBody(raw: string): FormFields | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > ECPAY_BODY_LIMIT) return null;
  const fields: FormFields = Object.create(null);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return null;
  }
  for (const [name, value] of params) {
    if (!NAME.test(name) || Object.hasOwn(fields, name)) return null;
    fields[name] = value;
  }
  return fields;
}

/** Form-encodes fields for a POST (URLSearchParams: spaces as "+", UTF-8). */
export function encodeFormBody(fields: FormFields): string {
  return new URLSearchParams(fields).toString();
}
