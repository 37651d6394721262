// What a member may do with an order, decided by one function from the order's state
// (docs/product/order-lifecycle.md#rule-sets-by-display-status). The order page shows exactly these
// buttons and every action route checks the same answer again on the server, inside its transaction.
import type {
  GradingOrderProcessingStatus as Processing,
  GradingOrderStatus as OrderStatus,
  PaymentMethod,
  ShippingMethod,
} from '@/lib/server/db/generated/enums';
import { needsRefundAccount } from './refund-methods';
import { isAddressChangeable, isRevocable } from './status';
import { isOrderPayable } from './status-sets';

export interface ActionableOrder {
  gradingOrderStatus: OrderStatus;
  gradingOrderProcessingStatus: Processing;
  paymentMethod: PaymentMethod;
  shippingMethod: ShippingMethod | null;
  /** A refund of this order was rejected by the bank and waits for a corrected account (decision 0008). */
  hasRejectedRefund: boolean;
}

export type OrderAction = 'pay' | 'cancel' | 'refundAccount' | 'changeAddress' | 'enterTracking';
export type OrderActions = Record<OrderAction, boolean>;

/** Statuses in which money may still have to go back to a bank-based payer. */
const REFUND_ACCOUNT_STATUSES: readonly OrderStatus[] = ['WAITING_FOR_DEPOSIT', 'PROCESSING', 'WRONG_REFUND_ACCOUNT', 'REQUEST_PARTIAL_CANCELED'];

/** Order statuses the machine lets a member cancel from (transitions.ts), besides the unpaid ones. */
const CANCELLABLE_WHEN_REVOCABLE: readonly OrderStatus[] = ['WAITING_FOR_DEPOSIT', 'PROCESSING'];

/** Self-shipping cards: the tracking number is entered, then may be corrected until the parcel arrives. */
const TRACKING_PROCESSING: readonly Processing[] = ['OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', 'SHIPPING_IN'];

export function orderActions(order: ActionableOrder): OrderActions {
  const status = order.gradingOrderStatus;
  return {
    // An unpaid order is paid (again) from its page or the list.
    pay: isOrderPayable(status),
    // Unpaid orders may always be dropped; paid ones (and open virtual accounts) while revocable (decision 0008).
    cancel: isOrderPayable(status) || (CANCELLABLE_WHEN_REVOCABLE.includes(status) && isRevocable(order)),
    refundAccount: needsRefundAccount(order.paymentMethod) && (order.hasRejectedRefund || REFUND_ACCOUNT_STATUSES.includes(status)),
    changeAddress: isAddressChangeable(order),
    enterTracking: status === 'PROCESSING' && order.shippingMethod === 'SELF_SHIPPING' && TRACKING_PROCESSING.includes(order.gradingOrderProcessingStatus),
  };
}
