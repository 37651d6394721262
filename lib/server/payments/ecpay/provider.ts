// The ECPay adapter (Taiwan, TWD; docs/decisions/0037-ecpay.md): ECPay's all-in-one payment page for cards (Credit)
// and ATM virtual accounts (ATM), CheckMacValue-signed notifications, card refunds through DoAction, and ATM refunds
// as a bank transfer to the member's refund account made and recorded by staff (decisions 0009, 0027).
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import { ECPAY_METHODS } from '@/lib/shared/payments';
import type { CreatedPayment, PayableOrder, PaymentProvider, RefundablePayment, RefundOptions, RefundResult, VerifiedCallback } from '../types';
import type { FetchLike } from './api-client';
import { type CheckoutForm, buildCheckoutForm, choosePaymentOf } from './checkout-form';
import { ECPAY } from '../config';
import type { EcpayConfig } from './config';
import { refundCard } from './do-action';
import { verifyEcpayNotification } from './notification';
import { queryTrade } from './query-trade';
import { TRADE_NO, newMerchantTradeNo } from './trade-no';

export { ECPAY };

/** Why a bank-based refund waits for staff: ECPay has no API that pays money back to an ATM or store payer. */
export const MANUAL_TRANSFER_REASON = "ECPay cannot return ATM payments: staff transfer the money to the member's refund account and record it";
/** Why a card refund tried before waits for staff: DoAction has no idempotency key (decision 0037 "Refunds"). */
export const CHECK_BACK_OFFICE_REASON =
  "an earlier try's answer from ECPay was lost: check the trade in ECPay's back office, refund there if it is not refunded, and record the refund";

/** The stored payment the checkout page needs to rebuild the signed form. */
export interface EcpayCheckoutPayment {
  providerPaymentId: string;
  amount: number;
  method: PaymentMethod;
  createdAt: Date;
  orderNumber: string;
  /** Where the payer comes back to from ECPay's page (a path of ours). */
  backPath: string;
}

export class EcpayProvider implements PaymentProvider {
  readonly name = ECPAY;
  readonly methods: readonly PaymentMethod[] = ECPAY_METHODS;

  constructor(
    private readonly config: EcpayConfig,
    private readonly fetchImpl?: FetchLike,
  ) {}

  async createPayment(order: PayableOrder, method: PaymentMethod): Promise<CreatedPayment> {
    if (order.currency !== 'TWD') throw new Error(`ECPay takes TWD only (order ${order.orderNumber} is in ${order.currency}).`);
    if (!choosePaymentOf(method)) throw new Error(`ECPay does not take ${method}.`);
    if (!Number.isSafeInteger(order.totalAmount) || order.totalAmount < 1) throw new Error(`ECPay needs a positive whole TWD amount (${order.totalAmount}).`);
    // Nothing is sent to ECPay yet: the trade exists there once the browser posts the signed form from our checkout
    // page (checkoutForm below), so an abandoned attempt leaves nothing behind at ECPay.
    const merchantTradeNo = newMerchantTradeNo();
    return { providerPaymentId: merchantTradeNo, redirectUrl: this.config.checkoutPath(merchantTradeNo) };
  }

  /** The signed AioCheckOut form for the checkout page that auto-posts it to ECPay. */
  checkoutForm(payment: EcpayCheckoutPayment): CheckoutForm {
    const choosePayment = choosePaymentOf(payment.method);
    if (!choosePayment) throw new Error(`ECPay does not take ${payment.method}.`);
    return buildCheckoutForm(this.config, {
      merchantTradeNo: payment.providerPaymentId,
      amount: payment.amount,
      orderNumber: payment.orderNumber,
      choosePayment,
      createdAt: payment.createdAt,
      backPath: payment.backPath,
    });
  }

  verifyCallback(rawBody: string, _headers: unknown, now = new Date()): VerifiedCallback {
    return verifyEcpayNotification(this.config, rawBody, now);
  }

  /** ECPay's view of a trade (QueryTradeInfo): for a check before trusting a notification, or the stuck-payment sweep. */
  queryTrade(merchantTradeNo: string, now = new Date()) {
    return queryTrade(this.config, merchantTradeNo, now, this.fetchImpl);
  }

  async refund(payment: RefundablePayment, amount: number, options: RefundOptions): Promise<RefundResult> {
    if (payment.currency !== 'TWD' || !TRADE_NO.test(payment.providerPaymentId)) return { status: 'FAILED', reason: 'not an ECPay trade' };
    if (payment.method !== 'CREDIT_CARD') {
      // PENDING leaves the refund REQUESTED until staff record the transfer (record-manual-refund.ts, decision 0027).
      return { status: 'PENDING', reason: MANUAL_TRANSFER_REASON };
    }
    // DoAction has no idempotency key: if an earlier try reached ECPay but its answer was lost, sending again could
    // return the money twice. A card refund is sent once automatically; after that, staff check and record it
    // (PENDING keeps it REQUESTED and listed among the stuck refunds, decision 0027).
    if ((options.earlierTries ?? 0) > 0) return { status: 'PENDING', reason: CHECK_BACK_OFFICE_REASON };
    // Re-read the trade: DoAction needs ECPay's TradeNo, and we refund only money ECPay says it holds.
    const trade = await this.queryTrade(payment.providerPaymentId);
    if (trade.state !== 'PAID') return { status: 'FAILED', reason: `ECPay reports the trade as ${trade.state} (TradeStatus ${trade.tradeStatus})` };
    if (amount < 1 || amount > trade.amount) return { status: 'FAILED', reason: `refund of ${amount} is more than ECPay's ${trade.amount}` };
    const result = await refundCard(this.config, { merchantTradeNo: payment.providerPaymentId, tradeNo: trade.tradeNo, amount }, this.fetchImpl);
    return result.ok ? { status: 'COMPLETED' } : { status: 'FAILED', reason: `ECPay DoAction RtnCode ${result.rtnCode}: ${result.rtnMsg}` };
  }
}
