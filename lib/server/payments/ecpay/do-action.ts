// 信用卡請退款 CreditDetail/DoAction (https://developers.ecpay.com.tw/?p=9242 "信用卡請退款功能"; the AIO SDK's
// lib/ecpay_payment/ECpayPayment.xml: /CreditDetail/DoAction). Request: MerchantID, MerchantTradeNo, TradeNo (ECPay's,
// from QueryTradeInfo), Action, TotalAmount, CheckMacValue. Answer (form body): MerchantID, MerchantTradeNo, TradeNo,
// RtnCode (1 = done), RtnMsg.
// Action=R 退刷 refunds (part of) a CLOSED (已關帳) or closing (要關帳) card trade; a trade still only authorised
// (已授權, before the daily close at 20:15) needs N 放棄 for a full refund, or C then R for a partial one (p=9242).
// We send R only: with 「每日自動關帳」 on (ECPay's default) a payment is closed the evening it is made, and an R refused
// for a trade not yet closed comes back as FAILED with ECPay's message, for the sweep's next try after the close or
// for staff (decision 0037). The stage environment does not offer DoAction at all ("測試環境不提供此API").
import type { EcpayConfig } from './config';
import { type FetchLike, postEcpayForm } from './api-client';

export const DO_ACTION_PATH = '/CreditDetail/DoAction';

export interface DoActionResult {
  ok: boolean;
  rtnCode: string;
  rtnMsg: string;
}

export async function refundCard(
  config: EcpayConfig,
  trade: { merchantTradeNo: string; tradeNo: string; amount: number },
  fetchImpl?: FetchLike,
): Promise<DoActionResult> {
  const answer = await postEcpayForm(
    config,
    DO_ACTION_PATH,
    { MerchantID: config.merchantId, MerchantTradeNo: trade.merchantTradeNo, TradeNo: trade.tradeNo, Action: 'R', TotalAmount: String(trade.amount) },
    fetchImpl,
  );
  const rtnCode = answer.RtnCode ?? '';
  return { ok: rtnCode === '1', rtnCode, rtnMsg: (answer.RtnMsg ?? '').slice(0, 200) };
}
