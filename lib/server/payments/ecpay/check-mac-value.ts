// ECPay's CheckMacValue, the signature on every AIO request we send and every notification or answer ECPay sends
// (全方位金流 附錄「檢查碼機制」, https://developers.ecpay.com.tw/?p=2902; English https://developers.ecpay.com.tw/?p=16623):
//   (1) the parameters (all but CheckMacValue itself) sorted by name A→Z, case-insensitively, joined as k=v&k=v;
//   (2) `HashKey=…&` before and `&HashIV=…` after;
//   (3) URL-encoded the way .NET's HttpUtility.UrlEncode does (the doc's "URLEncode 轉換表", .NET 編碼(ecpay) column,
//       https://support.ecpay.com.tw/16692): space → "+", and - _ . ! * ( ) left as they are, everything else %xx;
//   (4) lower-cased; (5) SHA256 (EncryptType=1; MD5 is the old type 0 that e-invoice still uses, p=38242);
//   (6) upper-cased hex.
// The official SDK does the same (ECPay/ECPayAIO_Node.js, lib/ecpay_payment/helper.js gen_chk_mac_value and
// urlencode_dot_net), but it builds the string with JSON.stringify, which escapes " and \ in values, so a value
// holding them gets a different hash than ECPay's: one reason we keep our own (docs/decisions/0037-ecpay.md).
import { createHash, timingSafeEqual } from 'node:crypto';

export interface EcpayKeys {
  hashKey: string;
  hashIV: string;
}

export type EcpayParams = Record<string, string>;

/**
 * URL-encoding as ECPay computes it (.NET): encodeURIComponent already leaves - _ . ! * ( ) as they are and
 * encodes the rest, except three characters where .NET differs: space is "+", and ' and ~ are encoded
 * (%27, %7e). The case of the %xx escapes does not matter, the whole string is lower-cased next.
 */
export function ecpayUrlEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/'/g, '%27').replace(/~/g, '%7e');
}

/** The parameter names in ECPay's order: A→Z ignoring case (step 1). Ordinal on the lower-cased names, as .NET's. */
function sortedNames(params: EcpayParams): string[] {
  const names = Object.keys(params).filter((name) => name !== 'CheckMacValue');
  return names.sort((a, b) => {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/** The string that is hashed (steps 1–4); exported for the tests that follow the document step by step. */
export function checkMacSource(params: EcpayParams, keys: EcpayKeys): string {
  const joined = sortedNames(params)
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return ecpayUrlEncode(`HashKey=${keys.hashKey}&${joined}&HashIV=${keys.hashIV}`).toLowerCase();
}

/** CheckMacValue of the parameters (any CheckMacValue among them is left out, as the document says). */
export function checkMacValue(params: EcpayParams, keys: EcpayKeys, algorithm: 'sha256' | 'md5' = 'sha256'): string {
  return createHash(algorithm).update(checkMacSource(params, keys), 'utf8').digest('hex').toUpperCase();
}

/** The parameters with their CheckMacValue added: what we POST to ECPay (and what the fake sends to us). */
export function signEcpayParams(params: EcpayParams, keys: EcpayKeys): EcpayParams {
  const { CheckMacValue: _ignored, ...rest } = params;
  return { ...rest, CheckMacValue: checkMacValue(rest, keys) };
}

/**
 * True when `params.CheckMacValue` is the SHA256 CheckMacValue of the other parameters. Compared in constant time
 * (a byte-by-byte early exit would tell a forger how many leading characters are right). ECPay sends it in upper
 * case; any case is accepted since the hex means the same.
 */
export function verifyCheckMacValue(params: EcpayParams, keys: EcpayKeys): boolean {
  const given = params.CheckMacValue;
  if (typeof given !== 'string' || !/^[0-9A-Fa-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(checkMacValue(params, keys), 'hex');
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}
