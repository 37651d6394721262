// PUT /api/orders/[orderNumber]/refund-account: where a bank-based payment's money goes back
// (docs/product/payments.md#refund-account; decision 0009: the bank from the list of the order's currency, the
// number digits only). Saving it also sends again any refund the bank refused (decision 0008): a new Refund for
// the refused amount — the rejected row stays as history — executed after the commit; when it completes, an
// order waiting in WRONG_REFUND_ACCOUNT becomes REFUNDED (refund-outcome.ts).
import { eventNote } from '@/lib/shared/orders/event-notes';
import { eventActor, memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Db, Tx } from '@/lib/server/db/client';
import type { Currency } from '@/lib/server/db/generated/enums';
import { banksFor, maskAccountNumber } from '@/lib/shared/orders/banks';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { leftToRefund } from '@/lib/shared/orders/refund-rules';
import { rejectedRefundAmounts } from '@/lib/shared/orders/refund-state';
import type { RefundAccountInput, SaveRefundAccountInput } from '@/lib/shared/schemas/order-actions';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { executeRefundsAfterCommit, requestRefund } from '../payments/refund-payment';
import { getOrderDetail } from './get-order-detail';
import { type OrderSession, actorOf, lockOwnOrderFor, runOrderAction } from './order-action';
import { fieldErrors } from './order-errors';
import { type OrderEventActor, recordOrderEvent } from './record-order-event';

interface AccountOwner {
  id: number;
  memberId: number;
  orderNumber: string;
  currency: Currency;
}

/**
 * Saves the order's refund account (one per order) with its audit row, which never holds the full number.
 * `path` names the form field of the bank in the request (the cancel dialog nests it).
 */
export async function storeRefundAccount(tx: Tx, order: AccountOwner, actor: OrderEventActor, input: RefundAccountInput, path = 'bank'): Promise<void> {
  if (!banksFor(order.currency).some((bank) => bank.id === input.bank)) throw fieldErrors([{ path, key: 'myorders:errors.bankNotForCurrency' }]);
  const data = { bank: input.bank, accountNumber: input.accountNumber, holderName: input.holderName };
  await tx.refundAccount.upsert({ where: { gradingOrderId: order.id }, update: data, create: { ...data, memberId: order.memberId, gradingOrderId: order.id } });
  const masked = maskAccountNumber(input.accountNumber);
  await recordAudit(tx, {
    actor: eventActor(actor),
    action: AUDIT_ACTIONS.refundAccountSaved,
    entity: 'GradingOrder',
    entityId: order.orderNumber,
    data: { bank: input.bank, holderName: input.holderName, accountLast4: input.accountNumber.slice(-4) },
  });
  await recordOrderEvent(tx, { orderId: order.id, actor, note: eventNote('refundAccount.saved', { bank: input.bank, account: masked }) });
}

export async function saveRefundAccount(db: Db, session: OrderSession, orderNumber: string, input: SaveRefundAccountInput): Promise<OrderDetail> {
  const refundIds = await runOrderAction(db, session, orderNumber, async (tx, member) => {
    const order = await lockOwnOrderFor(tx, member, orderNumber, input, 'refundAccount');
    const actor = actorOf(member);
    await storeRefundAccount(tx, order, actor, input);
    const ids: number[] = [];
    for (const [paymentId, open] of rejectedRefundAmounts(order.refunds)) {
      // Never more than is left to refund of the payment (refused rows returned nothing; refund-rules.ts leftToRefund).
      const payment = order.payments.find((candidate) => candidate.id === paymentId);
      const amount = Math.min(open, leftToRefund(payment?.amount ?? 0, payment?.refunds ?? []));
      if (amount <= 0) continue;
      const retry = await requestRefund(tx, { paymentId, amount, reason: 'sent again to the corrected refund account', actor: memberActor(member) });
      await recordOrderEvent(tx, { orderId: order.id, actor, note: eventNote('refund.retried', { amount, currency: order.currency, refund: retry.id }) });
      ids.push(retry.id);
    }
    return ids;
  });
  await executeRefundsAfterCommit(db, refundIds);
  return getOrderDetail(db, session, orderNumber);
}
