// What our checkout page hands to the browser SDK's `PortOne.requestPayment` (@portone/browser-sdk v2; "결제 요청"
// https://developers.portone.io/sdk/ko/v2-sdk/payment-request; docs/decisions/0038-portone.md "Mapping"). Built on the
// server from the stored payment, so the amount is the server's; PortOne also refuses another amount or currency for
// this paymentId because the server pre-registered them (provider.createPayment).
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import { type PortoneConfig, type PortoneMethod, isPortoneMethod } from './config';

export type PortonePayMethod = 'CARD' | 'TRANSFER' | 'VIRTUAL_ACCOUNT' | 'MOBILE' | 'EASY_PAY';
export type PortoneEasyPayProvider = 'KAKAOPAY' | 'NAVERPAY' | 'TOSSPAY';

/** Our method → the SDK's payMethod, and for wallets its easyPayProvider (the channel decides the PG). */
export const PAY_METHOD: Record<PortoneMethod, { payMethod: PortonePayMethod; easyPayProvider?: PortoneEasyPayProvider }> = {
  CREDIT_CARD: { payMethod: 'CARD' },
  REALTIME_BANK_TRANSFER: { payMethod: 'TRANSFER' },
  VIRTUAL_ACCOUNT: { payMethod: 'VIRTUAL_ACCOUNT' },
  MOBILE: { payMethod: 'MOBILE' },
  TOSS_PAY: { payMethod: 'EASY_PAY', easyPayProvider: 'TOSSPAY' },
  KAKAO_PAY: { payMethod: 'EASY_PAY', easyPayProvider: 'KAKAOPAY' },
  NAVER_PAY: { payMethod: 'EASY_PAY', easyPayProvider: 'NAVERPAY' },
};

/** The stored payment the checkout page passes in. */
export interface PortoneCheckoutPayment {
  providerPaymentId: string;
  amount: number;
  method: PaymentMethod;
  orderNumber: string;
  /** Our page a phone's browser comes back to after PortOne's redirect (the wizard's complete page). */
  returnPath: string;
}

export interface PortoneCheckoutRequest {
  storeId: string;
  channelKey: string;
  paymentId: string;
  orderName: string;
  totalAmount: number;
  currency: 'CURRENCY_KRW';
  payMethod: PortonePayMethod;
  easyPay?: { easyPayProvider: PortoneEasyPayProvider };
  virtualAccount?: { accountExpiry: { dueDate: string } };
  /** Mobile browsers leave our page for the PG's and come back here (the SDK's redirectUrl). */
  redirectUrl: string;
}

export function buildCheckoutRequest(config: PortoneConfig, payment: PortoneCheckoutPayment, now = new Date()): PortoneCheckoutRequest {
  const { method } = payment;
  const channelKey = isPortoneMethod(method) ? config.channelKeys[method] : undefined;
  if (!isPortoneMethod(method) || !channelKey) throw new Error(`PortOne has no channel for ${method} on this site.`);
  const { payMethod, easyPayProvider } = PAY_METHOD[method];
  return {
    storeId: config.storeId,
    channelKey,
    paymentId: payment.providerPaymentId,
    orderName: `CardGrade order ${payment.orderNumber}`,
    totalAmount: payment.amount,
    currency: 'CURRENCY_KRW',
    payMethod,
    ...(easyPayProvider ? { easyPay: { easyPayProvider } } : {}),
    // The deposit deadline is ours (VIRTUAL_ACCOUNT_HOURS); PortOne reports the one the PG kept (expiredAt), which the
    // webhook's re-read stores.
    ...(payMethod === 'VIRTUAL_ACCOUNT'
      ? { virtualAccount: { accountExpiry: { dueDate: new Date(now.getTime() + config.virtualAccountHours * 3_600_000).toISOString() } } }
      : {}),
    redirectUrl: config.absoluteUrl(payment.returnPath),
  };
}
