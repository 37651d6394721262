// The payment provider interface (docs/product/payments.md#payment-gateway; docs/decisions/0006-payments.md). The
// built-in `sandbox` implements it; a real gateway adapter (ECPay, TapPay, a Korean PG...) plugs into the same
// shape: create a payment and send the payer to the gateway, verify and normalise its callbacks, refund.
import type { IncomingHttpHeaders } from 'node:http';
import type { Currency, PaymentMethod, SubmitType } from '@/lib/server/db/generated/enums';

export const CALLBACK_EVENT_TYPES = ['payment.approved', 'payment.failed', 'virtual_account.issued', 'virtual_account.deposited'] as const;
export type CallbackEventType = (typeof CALLBACK_EVENT_TYPES)[number];

/** A gateway notification, normalised by the provider after its signature was verified. */
export interface CallbackEvent {
  /** Unique per notification: a replay of the same event is a no-op. */
  eventId: string;
  providerPaymentId: string;
  type: CallbackEventType;
  /** Minor units, as the gateway charged (or expects) them. */
  amount: number;
  currency: Currency;
  occurredAt: Date;
  /** Why a payment failed (e.g. "declined"). */
  reason?: string;
  vaBank?: string;
  vaAccountNumber?: string;
  vaHolder?: string;
  vaDeadline?: Date;
}

/** The event as JSON (dates as ISO strings): what PaymentCallback stores, and the sandbox's wire format. */
export type CallbackEventJson = Omit<CallbackEvent, 'occurredAt' | 'vaDeadline'> & { occurredAt: string; vaDeadline?: string };

export function eventToJson(event: CallbackEvent): CallbackEventJson {
  return {
    ...event,
    occurredAt: event.occurredAt.toISOString(),
    vaDeadline: event.vaDeadline?.toISOString(),
  };
}

/** The order facts a provider needs; the amount is the server's stored quote, never the browser's. */
export interface PayableOrder {
  id: number;
  orderNumber: string;
  totalAmount: number;
  currency: Currency;
  submitType: SubmitType;
}

export interface VirtualAccount {
  bank: string;
  accountNumber: string;
  holder: string;
  deadline: Date;
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** Where the browser goes to pay: the gateway's hosted page. */
  redirectUrl: string;
  /** Gateways that issue the virtual account at once (instead of on their page) return it here. */
  virtualAccount?: VirtualAccount;
}

export interface RefundablePayment {
  id: number;
  provider: string;
  providerPaymentId: string;
  amount: number;
  currency: Currency;
  method: PaymentMethod;
}

/** Where a bank-based payment's money goes back: the member's refund account (decision 0009). */
export interface RefundAccountDetails {
  /** A bank id of lib/shared/orders/banks.ts ("KR-004", "TW-812"). */
  bank: string;
  accountNumber: string;
  holderName: string;
}

export interface RefundResult {
  /**
   * PENDING: the gateway confirms later (a real bank transfer back takes days). ACCOUNT_REJECTED: the bank
   * refused the refund account; the member corrects it and a new refund is sent (decision 0008).
   */
  status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'ACCOUNT_REJECTED';
  reason?: string;
}

export interface RefundOptions {
  /** Our refund id: a repeated call refunds once at the gateway. */
  idempotencyKey: string;
  /**
   * Bank-based payments (virtual account, bank transfers): the member's refund account, or null when none
   * is on file (the gateway then returns the money the way it came, e.g. to the depositing account).
   * Card and wallet payments: undefined, the money goes back to the card or wallet.
   */
  account?: RefundAccountDetails | null;
  /**
   * Earlier tries of this refund whose answer we never recorded (the call threw, or the process stopped mid-call). A
   * gateway with an idempotency key simply sends again; one without (ECPay's DoAction) cannot know whether an earlier
   * try went through, and must not send the money twice (decision 0037 "Refunds").
   */
  earlierTries?: number;
}

export interface PaymentProvider {
  name: string;
  /** The methods of docs/product/payments.md#payment-methods this gateway takes. */
  methods: readonly PaymentMethod[];
  createPayment(order: PayableOrder, method: PaymentMethod): Promise<CreatedPayment>;
  /** The verified, normalised event, or why it was refused: the signature (or its age), or the body. */
  verifyCallback(rawBody: string, headers: IncomingHttpHeaders, now?: Date): VerifiedCallback;
  /** `idempotencyKey` (our refund id) makes a repeated call refund once at the gateway. */
  refund(payment: RefundablePayment, amount: number, options: RefundOptions): Promise<RefundResult>;
}

export type VerifiedCallback = { ok: true; event: CallbackEvent } | { ok: false; refused: 'signature' | 'malformed' };
