// POST /api/admin/orders/[orderNumber]/refund { expected…, reason }: staff refund a whole order (issue #10), or the rest
// of a partly cancelled one before the cards ship out, which cancels it (issue #24, decision 0031: refund-rules.ts) —
// refundOrder (refund-order.ts: everything the order holds, REFUNDED when it completes, WRONG_REFUND_ACCOUNT and
// the member's correction when the bank refuses the account; decision 0008) taken in the lab's frame: on the locked
// order as the staff page showed it and where staffActions() allows it (docs/product/order-lifecycle.md#staff-steps).
// A bank-based payment with no refund account yet is refused (409 refundAccountRequired).
import type { Db } from '@/lib/server/db/client';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { needsRefundAccount } from '@/lib/shared/orders/refund-methods';
import type { ReasonInput } from '@/lib/shared/schemas/lab';
import { type OrderSession, requireStaff } from '../orders/order-action';
import { refundOrder } from '../orders/refund-order';
import { moneyHeld } from '../payments/refund-outcome';
import { answerStale, labContextOf, labNotAllowed, refundAccountRequired, staffOrderNow } from './staff-action';

export async function staffRefund(db: Db, session: OrderSession, orderNumber: string, input: ReasonInput): Promise<StaffOrderDetail> {
  requireStaff(session);
  await answerStale(db, session, orderNumber, () =>
    refundOrder(db, session, orderNumber, input.reason, async (tx, order) => {
      const { actions } = await labContextOf(tx, session, order, input);
      if (!actions.fullRefund) throw labNotAllowed();
      if (moneyHeld(order.payments).some((payment) => needsRefundAccount(payment.method)) && !order.refundAccount) throw refundAccountRequired();
    }),
  );
  return staffOrderNow(db, session, orderNumber);
}
