// The AioCheckOut V5 form (付款方式 pages: 全方位金流付款 https://developers.ecpay.com.tw/?p=2864, CVS p=2874, and the Credit and ATM pages beside them): the browser POSTs these
// signed fields to {baseUrl}/Cashier/AioCheckOut/V5 and lands on ECPay's all-in-one payment page. The form is built
// on our server from the stored Payment row, so the amount is always the stored quote, never the browser's.
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import type { ECPAY_METHODS } from '@/lib/shared/payments';
import { type EcpayParams, signEcpayParams } from './check-mac-value';
import type { EcpayConfig } from './config';
import { formatTaiwanTime } from './taiwan-time';

export const AIO_CHECKOUT_PATH = '/Cashier/AioCheckOut/V5';

/** ChoosePayment values we use (p=2864: Credit 信用卡, ATM 自動櫃員機, CVS 超商代碼; also WebATM, BARCODE, ALL…). */
export type EcpayChoosePayment = 'Credit' | 'ATM' | 'CVS';

/**
 * Our PaymentMethod → ChoosePayment, in the order of docs/product/payments.md#payment-methods. EC_PAY is ECPay's own
 * way to pay: a convenience-store payment code (超商代碼), paid at the counter of 7-ELEVEN, FamilyMart, Hi-Life or OK
 * before its deadline (decision 0037 "Mapping").
 */
export const CHOOSE_PAYMENT: Readonly<Record<(typeof ECPAY_METHODS)[number], EcpayChoosePayment>> = {
  CREDIT_CARD: 'Credit',
  VIRTUAL_ACCOUNT: 'ATM',
  EC_PAY: 'CVS',
};

/** ECPay's ChoosePayment for one of our methods, or undefined when ECPay does not take it. */
export function choosePaymentOf(method: PaymentMethod): EcpayChoosePayment | undefined {
  return Object.hasOwn(CHOOSE_PAYMENT, method) ? CHOOSE_PAYMENT[method as keyof typeof CHOOSE_PAYMENT] : undefined;
}

export interface CheckoutTrade {
  merchantTradeNo: string;
  /** Whole New Taiwan dollars: TotalAmount is "Int … 請帶整數,不可有小數點。僅限新台幣" (p=2864). */
  amount: number;
  orderNumber: string;
  choosePayment: EcpayChoosePayment;
  /** When the trade was created (the Payment row's createdAt): MerchantTradeDate. */
  createdAt: Date;
  /** Our page the payer returns to from ECPay's (the wizard's complete page, in the payer's language). */
  backPath: string;
}

/** CVS 超商代碼 deadline in minutes (StoreExpireDate, CVS page p=2874: default 10080 = 7 days). We keep 3 days. */
export const CVS_EXPIRE_MINUTES = 3 * 24 * 60;

/** ItemName: String(400), "#" separates items on ECPay's page (p=2864); TradeDesc: String(200). */
const clean = (text: string, max: number) => text.replace(/[#\r\n\u0000-\u001f]/g, ' ').slice(0, max);

export interface CheckoutForm {
  action: string;
  fields: EcpayParams;
}

export function buildCheckoutForm(config: EcpayConfig, trade: CheckoutTrade): CheckoutForm {
  if (!Number.isSafeInteger(trade.amount) || trade.amount < 1) throw new Error(`ECPay TotalAmount must be a positive whole TWD amount, got ${trade.amount}.`);
  const fields: EcpayParams = {
    MerchantID: config.merchantId,
    MerchantTradeNo: trade.merchantTradeNo,
    MerchantTradeDate: formatTaiwanTime(trade.createdAt),
    PaymentType: 'aio',
    TotalAmount: String(trade.amount),
    TradeDesc: clean(`CardGrade order ${trade.orderNumber}`, 200),
    ItemName: clean(`卡片鑑定 Card grading ${trade.orderNumber}`, 400),
    // Server to server: the payment result (付款結果通知). Must answer 1|OK (p=2878).
    ReturnURL: config.notifyUrl,
    ChoosePayment: trade.choosePayment,
    EncryptType: '1',
    // "返回商店" on ECPay's page. Not OrderResultURL: that one is a browser post of the result, which ATM/CVS do not
    // support and which we would not trust anyway (the server notification is the truth) (p=2878).
    ClientBackURL: config.clientBackUrl(trade.backPath),
  };
  if (trade.choosePayment === 'ATM') {
    // 取號結果 (virtual account issued) goes to PaymentInfoURL; ExpireDate is 1–60 days (the ATM page beside p=2874).
    fields.PaymentInfoURL = config.notifyUrl;
    fields.ExpireDate = String(config.atmExpireDays);
  }
  if (trade.choosePayment === 'CVS') {
    fields.PaymentInfoURL = config.notifyUrl;
    fields.StoreExpireDate = String(CVS_EXPIRE_MINUTES);
  }
  return { action: `${config.baseUrl}${AIO_CHECKOUT_PATH}`, fields: signEcpayParams(fields, config) };
}
