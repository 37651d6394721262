// MerchantTradeNo (特店交易編號): "String(20) … 僅接受英數字大小寫混合" and unique per merchant, never reused even for a
// failed trade (AioCheckOut V5, https://developers.ecpay.com.tw/?p=2864). The Payment row is written after
// createPayment answers (start-payment.ts), so the adapter chooses the id and it IS our providerPaymentId: one
// string on both sides, nothing to map back. "CG" + 18 random upper-case letters and digits: 36^18 ≈ 1e28, unguessable,
// like the sandbox's ids (the checkout page's address names the payment).
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const TRADE_NO = /^CG[A-Z0-9]{18}$/;

export function newMerchantTradeNo(): string {
  let id = 'CG';
  for (let i = 0; i < 18; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
