// 查詢訂單 QueryTradeInfo V5 (https://developers.ecpay.com.tw/?p=2890): re-read a trade's state at ECPay before trusting
// it ("取得付款結果通知時,請呼叫查詢訂單API驗證付款結果"), and the source of ECPay's TradeNo that DoAction needs.
// Request: MerchantID, MerchantTradeNo, TimeStamp (Unix seconds, valid 3 minutes), CheckMacValue. Answer (form body,
// signed): MerchantID, MerchantTradeNo, StoreID, TradeNo, TradeAmt, PaymentDate, PaymentType, HandlingCharge,
// PaymentTypeChargeFee, TradeDate, TradeStatus (0 未付款, 1 已付款, 10200095 交易失敗), ItemName, CustomField1–4.
import { verifyCheckMacValue } from './check-mac-value';
import type { EcpayConfig } from './config';
import { type FetchLike, postEcpayForm } from './api-client';
import { parseTaiwanTime } from './taiwan-time';

export const QUERY_TRADE_PATH = '/Cashier/QueryTradeInfo/V5';

export type TradeState = 'UNPAID' | 'PAID' | 'FAILED' | 'OTHER';
const STATE: Record<string, TradeState> = { '0': 'UNPAID', '1': 'PAID', '10200095': 'FAILED' };

export interface EcpayTrade {
  merchantTradeNo: string;
  /** ECPay's own id (TradeNo), empty while no payment was attempted. */
  tradeNo: string;
  state: TradeState;
  tradeStatus: string;
  amount: number;
  paymentType: string;
  paidAt: Date | null;
}

export async function queryTrade(config: EcpayConfig, merchantTradeNo: string, now = new Date(), fetchImpl?: FetchLike): Promise<EcpayTrade> {
  const answer = await postEcpayForm(
    config,
    QUERY_TRADE_PATH,
    { MerchantID: config.merchantId, MerchantTradeNo: merchantTradeNo, TimeStamp: String(Math.floor(now.getTime() / 1000)) },
    fetchImpl,
  );
  // The answer is signed like a notification: an unsigned or forged one (a proxy, a misconfigured key) is not trusted.
  if (!verifyCheckMacValue(answer, config)) throw new Error(`ECPay QueryTradeInfo for ${merchantTradeNo}: the answer's CheckMacValue does not match.`);
  if (answer.MerchantTradeNo !== merchantTradeNo || answer.MerchantID !== config.merchantId)
    throw new Error(`ECPay QueryTradeInfo for ${merchantTradeNo} answered for another trade (${answer.MerchantTradeNo}).`);
  const amount = Number(answer.TradeAmt);
  if (!/^\d{1,10}$/.test(answer.TradeAmt ?? '') || !Number.isSafeInteger(amount)) throw new Error(`ECPay QueryTradeInfo for ${merchantTradeNo}: bad TradeAmt.`);
  return {
    merchantTradeNo,
    tradeNo: answer.TradeNo ?? '',
    state: STATE[answer.TradeStatus ?? ''] ?? 'OTHER',
    tradeStatus: answer.TradeStatus ?? '',
    amount,
    paymentType: answer.PaymentType ?? '',
    paidAt: parseTaiwanTime(answer.PaymentDate),
  };
}
