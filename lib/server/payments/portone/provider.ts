// The PortOne adapter (Korea, KRW; docs/decisions/0038-portone.md) on the official @portone/server-sdk (V2 API):
// payments created on the server (the amount pre-registered with PortOne, then paid in PortOne's browser SDK on our
// checkout page), webhooks verified with the SDK's verifier and the payment re-read from the API (webhook.ts,
// handle-webhook.ts), refunds through cancelPayment (cancel-payment.ts). One PortOne channel per method, configured by
// environment (config.ts). Registered in ../registry.ts; chosen by PAYMENT_PROVIDER_KRW=portone.
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import type { CreatedPayment, PayableOrder, PaymentProvider, RefundablePayment, RefundOptions, RefundResult, VerifiedCallback } from '../types';
import { PORTONE } from '../config';
import { cancelPortonePayment } from './cancel-payment';
import { type PortoneCheckoutPayment, type PortoneCheckoutRequest, buildCheckoutRequest } from './checkout-request';
import { type PortonePayments, portonePayments } from './client';
import { type PortoneConfig, isPortoneMethod, portoneMethods } from './config';
import { PORTONE_PAYMENT_ID, newPortonePaymentId } from './payment-id';
import { type PortoneWebhookResult, verifyPortoneWebhook } from './webhook';

export { PORTONE };

export class PortoneProvider implements PaymentProvider {
  readonly name = PORTONE;
  readonly methods: readonly PaymentMethod[];
  private readonly client: PortonePayments;

  constructor(
    private readonly config: PortoneConfig,
    client?: PortonePayments,
  ) {
    this.methods = portoneMethods(config);
    this.client = client ?? portonePayments(config);
  }

  async createPayment(order: PayableOrder, method: PaymentMethod): Promise<CreatedPayment> {
    if (order.currency !== 'KRW') throw new Error(`PortOne takes KRW only here (order ${order.orderNumber} is in ${order.currency}).`);
    if (!isPortoneMethod(method) || !this.config.channelKeys[method]) throw new Error(`PortOne has no channel for ${method} on this site.`);
    if (!Number.isSafeInteger(order.totalAmount) || order.totalAmount < 1) throw new Error(`PortOne needs a positive whole KRW amount (${order.totalAmount}).`);
    const paymentId = newPortonePaymentId();
    // 결제 사전 등록: PortOne then refuses to take any other amount or currency for this paymentId, whatever the
    // browser sends to requestPayment ("결제 정보 사전 검증"). A refusal throws, and no Payment row is written.
    await this.client.preRegisterPayment({ paymentId, storeId: this.config.storeId, totalAmount: order.totalAmount, currency: 'KRW' });
    return { providerPaymentId: paymentId, redirectUrl: this.config.checkoutPath(paymentId) };
  }

  /** What our checkout page passes to the browser SDK's requestPayment for this stored payment. */
  checkoutRequest(payment: PortoneCheckoutPayment, now = new Date()): PortoneCheckoutRequest {
    return buildCheckoutRequest(this.config, payment, now);
  }

  /**
   * Always refused: PaymentProvider.verifyCallback is synchronous, and a PortOne webhook needs two awaited steps (the
   * SDK's Webhook.verify uses Web Crypto, and the payment is re-read from the API). PortOne's webhook route goes
   * through handle-webhook.ts (verifyWebhook below) instead of handle-callback.ts.
   */
  verifyCallback(): VerifiedCallback {
    return { ok: false, refused: 'malformed' };
  }

  /** The webhook verified and the payment it names re-read from PortOne (webhook.ts). */
  verifyWebhook(rawBody: string, headers: IncomingHttpHeaders, now = new Date()): Promise<PortoneWebhookResult> {
    return verifyPortoneWebhook(this.config, rawBody, headers, this.client, now);
  }

  /** PortOne's current view of a payment (the return page's re-read, the stuck-payment sweep, a check by staff). */
  getPayment(paymentId: string) {
    return this.client.getPayment({ paymentId, storeId: this.config.storeId });
  }

  /** The store this site's payments are made in. */
  get storeId(): string {
    return this.config.storeId;
  }

  async refund(payment: RefundablePayment, amount: number, options: RefundOptions): Promise<RefundResult> {
    if (payment.currency !== 'KRW' || !PORTONE_PAYMENT_ID.test(payment.providerPaymentId)) return { status: 'FAILED', reason: 'not a PortOne payment' };
    return cancelPortonePayment(this.client, this.config.storeId, payment, amount, options);
  }
}
