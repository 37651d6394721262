// A refund through PortOne's 결제 취소 (POST /payments/{paymentId}/cancel, the SDK's cancelPayment; "결제 취소"
// https://developers.portone.io/api/rest-v2/payment; docs/decisions/0038-portone.md "Refunds"). PortOne has no
// idempotency key on a cancel, so a repeated call must not become a second cancel:
//   - the reason we send carries our refund's key ("[refund-12]"), and before cancelling we re-read the payment: a
//     cancellation with our key already there is this refund, done (an answer lost on the way back, then a retry);
//   - currentCancellableAmount is the balance we read: PortOne cancels only while it is still that balance, so two
//     senders that read the same balance (two instances, a retry racing the first call) cannot both cancel
//     (CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN for the second, which then re-reads and finds the first).
// Virtual-account deposits go back to the member's refund account (refundAccount; decision 0009); bank transfers and
// cards, wallets and phone bills go back the way they came, by the PG.
import type { PaymentCancellation } from '@portone/server-sdk/payment';
import type { RefundablePayment, RefundOptions, RefundResult } from '../types';
import { type PortonePayments, describePortoneError, portoneErrorType } from './client';
import { portoneBank } from './banks';

/** PortOne's answers that are final for this refund (anything else — 401, 5xx, the network — is retried). */
const REFUSALS = new Set([
  'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT',
  'PAYMENT_ALREADY_CANCELLED',
  'PAYMENT_NOT_PAID',
  'PAYMENT_NOT_FOUND',
  'INVALID_REQUEST',
  'PG_PROVIDER',
]);

const keyTag = (idempotencyKey: string) => `[${idempotencyKey}]`;

function fromCancellation(cancellation: PaymentCancellation): RefundResult {
  if (cancellation.status === 'SUCCEEDED') return { status: 'COMPLETED' };
  // REQUESTED: the PG returns the money later (e.g. a virtual account's bank transfer back); the sweep asks again.
  if (cancellation.status === 'REQUESTED') return { status: 'PENDING', reason: 'PortOne: cancellation requested' };
  if (cancellation.status === 'FAILED')
    return { status: 'FAILED', reason: `PortOne: cancellation failed${'reason' in cancellation ? ` (${cancellation.reason.slice(0, 200)})` : ''}` };
  return { status: 'PENDING', reason: `PortOne: cancellation ${String(cancellation.status)}` };
}

export async function cancelPortonePayment(
  client: PortonePayments,
  storeId: string,
  payment: RefundablePayment,
  amount: number,
  { idempotencyKey, account }: RefundOptions,
): Promise<RefundResult> {
  const paymentId = payment.providerPaymentId;
  const current = await client.getPayment({ paymentId, storeId });
  if (!('id' in current)) return { status: 'FAILED', reason: `PortOne reports a status this SDK does not know (${String(current.status)})` };
  const tag = keyTag(idempotencyKey);
  const earlier = 'cancellations' in current ? current.cancellations?.find((c) => 'reason' in c && c.reason.includes(tag)) : undefined;
  // A FAILED earlier try is not this refund done: it is sent again below (same key, fresh balance).
  if (earlier && earlier.status !== 'FAILED') return fromCancellation(earlier);
  if (current.status !== 'PAID' && current.status !== 'PARTIAL_CANCELLED')
    return { status: 'FAILED', reason: `PortOne reports the payment as ${current.status}` };
  const cancellable = current.amount.total - current.amount.cancelled;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > cancellable)
    return { status: 'FAILED', reason: `a refund of ${amount} is more than PortOne's cancellable ${cancellable}` };
  let refundAccount: { bank: NonNullable<ReturnType<typeof portoneBank>>; number: string; holderName: string } | undefined;
  if (payment.method === 'VIRTUAL_ACCOUNT') {
    // The member is asked for (another) account by the ACCOUNT_REJECTED loop (decision 0008).
    if (!account) return { status: 'ACCOUNT_REJECTED', reason: 'PortOne returns a virtual-account deposit only to a refund account: none on file' };
    const bank = portoneBank(account.bank);
    if (!bank) return { status: 'ACCOUNT_REJECTED', reason: `PortOne cannot pay into bank ${account.bank}` };
    refundAccount = { bank, number: account.accountNumber, holderName: account.holderName };
  }
  try {
    const { cancellation } = await client.cancelPayment({
      paymentId,
      storeId,
      amount,
      reason: `CardGrade refund ${tag}`,
      requester: 'ADMIN',
      currentCancellableAmount: cancellable,
      refundAccount,
    });
    return fromCancellation(cancellation);
  } catch (error) {
    const type = portoneErrorType(error);
    if (type && REFUSALS.has(type)) return { status: 'FAILED', reason: describePortoneError(error) };
    // CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN (the balance moved meanwhile), UNAUTHORIZED, FORBIDDEN, a time-out: the
    // refund stays REQUESTED and the sweep sends it again with the same key (refund-payment.ts).
    throw error;
  }
}
