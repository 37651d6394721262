// The two server-to-server notifications ECPay POSTs to the URL we give it, turned into our CallbackEvent after the
// CheckMacValue check (check-mac-value.ts):
//   付款結果通知 ReturnURL (https://developers.ecpay.com.tw/?p=2878): MerchantID, MerchantTradeNo, StoreID, RtnCode
//     (1 = paid, anything else is not), RtnMsg, TradeNo (ECPay's id), TradeAmt, PaymentDate, PaymentType (e.g.
//     Credit_CreditCard, ATM_TAISHIN, CVS_CVS), PaymentTypeChargeFee, TradeDate, SimulatePaid, CustomField1–4.
//   取號結果通知 PaymentInfoURL (ATM/CVS/BARCODE; 全方位金流 / 付款結果通知 pages, beside p=2878): the same head (no
//     PaymentDate) with RtnCode 2 = ATM account issued (BankCode, vAccount, ExpireDate yyyy/MM/dd) or 10100073 = CVS
//     code issued (PaymentNo, ExpireDate yyyy/MM/dd HH:mm:ss); any other code is a failure to issue.
// Both must be answered with the body `1|OK` (ECPAY_ACK) or ECPay sends them again; "1|OK僅是廠商回應綠界是否收到通知,
// 並不會改變付款狀態" (p=2878), so our answer changes nothing at ECPay.
import { MAX_MONEY } from '@/lib/shared/money';
import { STORE_CODE_BANK } from '@/lib/shared/payments';
import { hasBadCharacters } from '@/lib/shared/text';
import type { CallbackEvent, VerifiedCallback } from '../types';
import { verifyCheckMacValue } from './check-mac-value';
import type { EcpayConfig } from './config';
import { parseFormBody } from './form-body';
import { parseTaiwanTime } from './taiwan-time';

/** The exact answer ECPay expects to a notification it may stop sending (p=2878). */
export const ECPAY_ACK = '1|OK';
/** Our answer to a notification we refused: anything but 1|OK makes ECPay send it again (p=2878). */
export const ecpayNack = (reason: string) => `0|${reason}`;

/** RtnCode meanings we act on (p=2878, the 取號結果通知 page, 交易訊息代碼表). */
export const RTN_PAID = '1';
export const RTN_ATM_ISSUED = '2';
export const RTN_CVS_ISSUED = '10100073';

const TRADE_NO = /^[A-Za-z0-9]{1,20}$/;
const text = (value: string | undefined, max = 200) => (value && value.length <= max && !hasBadCharacters(value) ? value : undefined);

/** Paid later at a bank or a store: their money arriving is a deposit, not a card approval. */
const isDepositType = (paymentType: string) => /^(ATM|CVS|BARCODE)(_|$)/.test(paymentType);

export function verifyEcpayNotification(config: EcpayConfig, rawBody: string, now = new Date()): VerifiedCallback {
  const fields = parseFormBody(rawBody);
  if (!fields || typeof fields.CheckMacValue !== 'string') return { ok: false, refused: 'malformed' };
  if (!verifyCheckMacValue(fields, config)) return { ok: false, refused: 'signature' };
  const event = toEvent(config, fields, now);
  return event ? { ok: true, event } : { ok: false, refused: 'malformed' };
}

function toEvent(config: EcpayConfig, f: Record<string, string>, now: Date): CallbackEvent | null {
  // Signed with our keys but for another merchant id: not ours to apply.
  if (f.MerchantID !== config.merchantId) return null;
  if (!TRADE_NO.test(f.MerchantTradeNo ?? '') || !TRADE_NO.test(f.TradeNo ?? '') || !/^\d{1,10}$/.test(f.RtnCode ?? '')) return null;
  if (!/^\d{1,10}$/.test(f.TradeAmt ?? '')) return null;
  const amount = Number(f.TradeAmt);
  if (!Number.isSafeInteger(amount) || amount > MAX_MONEY) return null;
  if (f.SimulatePaid === '1' && !config.acceptSimulatedPaid) return null;
  const paymentType = text(f.PaymentType, 20) ?? '';
  const isInfo = f.PaymentDate === undefined && f.ExpireDate !== undefined;
  const occurredAt = parseTaiwanTime(isInfo ? f.TradeDate : f.PaymentDate) ?? now;
  const merchantTradeNo = f.MerchantTradeNo ?? '';
  const base = {
    // A notification sent again (ECPay's retries, or a capture replayed) has the same id, so apply-callback's
    // PaymentCallback row makes it a no-op. The amount is not in the id: a second, signed notification for the same
    // trade and outcome with another amount is not something ECPay sends, and would be the same event.
    eventId: `ecpay:${isInfo ? 'info' : 'paid'}:${merchantTradeNo}:${f.TradeNo}:${f.RtnCode}`,
    providerPaymentId: merchantTradeNo,
    amount,
    currency: 'TWD' as const,
    occurredAt,
  };
  const reason = `ECPay RtnCode ${f.RtnCode}${text(f.RtnMsg) ? `: ${text(f.RtnMsg)}` : ''}`;
  if (!isInfo) {
    if (f.RtnCode !== RTN_PAID) return { ...base, type: 'payment.failed', reason };
    return { ...base, type: isDepositType(paymentType) ? 'virtual_account.deposited' : 'payment.approved' };
  }
  if (f.RtnCode === RTN_ATM_ISSUED) {
    const vaDeadline = parseTaiwanTime(f.ExpireDate);
    const bank = f.BankCode ?? '';
    const account = f.vAccount ?? '';
    if (!/^\d{3}$/.test(bank) || !/^\d{6,20}$/.test(account) || !vaDeadline) return null;
    return { ...base, type: 'virtual_account.issued', vaBank: bank, vaAccountNumber: account, vaDeadline };
  }
  if (f.RtnCode === RTN_CVS_ISSUED) {
    const vaDeadline = parseTaiwanTime(f.ExpireDate);
    const code = f.PaymentNo ?? '';
    if (!/^[A-Za-z0-9]{6,20}$/.test(code) || !vaDeadline) return null;
    return { ...base, type: 'virtual_account.issued', vaBank: STORE_CODE_BANK, vaAccountNumber: code, vaDeadline };
  }
  return { ...base, type: 'payment.failed', reason };
}
