// ECPay writes every date in Taiwan time without a zone: "yyyy/MM/dd HH:mm:ss" (MerchantTradeDate, PaymentDate,
// TradeDate) and "yyyy/MM/dd" (the ATM ExpireDate of 取號結果) (https://developers.ecpay.com.tw/?p=2864, p=2878,
// 取號結果通知). Taiwan keeps UTC+8 all year (no daylight saving), so a fixed offset is exact.
const OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

export function formatTaiwanTime(date: Date): string {
  const t = new Date(date.getTime() + OFFSET_MS);
  return (
    `${t.getUTCFullYear()}/${pad(t.getUTCMonth() + 1)}/${pad(t.getUTCDate())} ` + `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/**
 * "yyyy/MM/dd HH:mm:ss" (or "yyyy/MM/dd", read as the END of that day: an ATM account takes deposits until
 * 23:59:59 of its ExpireDate) in Taiwan time; null for anything else, including impossible dates.
 */
export function parseTaiwanTime(text: string | undefined): Date | null {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text ?? '');
  if (!match) return null;
  const [, y = '', mo = '', d = '', h = '23', mi = '59', s = '59'] = match;
  const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  const back = new Date(utc);
  if (back.getUTCMonth() !== +mo - 1 || back.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) return null;
  return new Date(utc - OFFSET_MS);
}
