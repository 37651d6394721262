// What the member's order list and order page receive (GET /api/orders, GET /api/orders/[orderNumber]),
// shared by the server that builds them and the pages that show them. Types only. Internal notes, staff
// identities and full account numbers never appear here.
import type {
  Currency,
  GradingOrderProcessingStatus,
  GradingOrderStatus,
  GradingOrderType,
  PaymentMethod,
  RefundStatus,
  SubmitType,
} from '@/lib/server/db/generated/enums';
import type { OrderView } from '@/lib/server/orders/get-order';
import type { CardRefundView } from './card-refunds';
import type { OrderActions } from './order-actions';
import type { OrderGroupTab, OrderTab } from './order-tabs';
import type { DisplayStatus } from './status';

export interface OrderSummary {
  orderNumber: string;
  submitType: SubmitType;
  orderType: GradingOrderType;
  status: GradingOrderStatus;
  processingStatus: GradingOrderProcessingStatus;
  displayStatus: DisplayStatus | null;
  tab: OrderGroupTab;
  currency: Currency;
  totalAmount: number;
  totalQt: number;
  paymentMethod: PaymentMethod;
  submittedAt: string | null;
  /** The first card's name, for the list row ("Pikachu and 2 more"). */
  firstCard: string | null;
  lines: number;
  /** No card could be graded (decision 0031 §4): the chip says "returned ungraded", not "grading complete". */
  nothingGraded: boolean;
  /** The list offers pay and cancel directly. */
  actions: Pick<OrderActions, 'pay' | 'cancel'>;
}

export interface OrderListPage {
  orders: OrderSummary[];
  tab: OrderTab;
  type: 'GRADING' | 'REHOLDER' | null;
  page: number;
  pageSize: number;
  total: number;
  /** Per tab, for the current type filter; the same numbers as the dashboard's when unfiltered. */
  counts: Record<OrderTab, number>;
}

/** One row of the timeline: a status change with its time; the page translates from/to. */
export interface TimelineEntry {
  at: string;
  fromStatus: GradingOrderStatus | null;
  toStatus: GradingOrderStatus | null;
  fromProcessing: GradingOrderProcessingStatus | null;
  toProcessing: GradingOrderProcessingStatus | null;
  by: 'member' | 'staff' | 'system';
}

export interface RefundView {
  amount: number;
  status: RefundStatus;
  requestedAt: string;
  completedAt: string | null;
}

/** GET /api/orders/[orderNumber] for its owner: the wizard's OrderView plus everything the order page shows. */
export interface OrderDetail extends OrderView {
  tab: OrderGroupTab;
  /** Index into PROGRESS_STEPS (status.ts); -1 before payment or when ended. */
  progressStep: number;
  receivedAt: string | null;
  cancelledAt: string | null;
  shippedOutAt: string | null;
  completedAt: string | null;
  /** Courier ids of lib/shared/orders/couriers.ts. */
  trackingIn: { courier: string; trackingNumber: string; note: string | null; enteredAt: string | null } | null;
  trackingOut: { courier: string; trackingNumber: string } | null;
  timeline: TimelineEntry[];
  /** Masked: bank id, holder, last four digits. */
  refundAccount: { bank: string; holderName: string; accountLast4: string } | null;
  refunds: RefundView[];
  /** The cards a refund paid back, with why (issue #24): shown on the card's line and under its refund. */
  cardRefunds: CardRefundView[];
  actions: OrderActions;
  /** What cancelling now would refund (minor units; decision 0008); null when cancel is not allowed. */
  cancelRefund: number | null;
  /** Whether cancelling needs a refund account first (bank-based payment, money taken, none on file). */
  cancelNeedsRefundAccount: boolean;
  cardsShipped: { shipped: number; total: number };
  /** No card could be graded (every one OMITTED or UNGRADABLE, decision 0031 §4): those received come back ungraded. */
  nothingGraded: boolean;
  /** Per-card results, only where the rule sets allow (ITEM_RESULTS_SHOWN); certificates are public pages. */
  results: { position: number; serial: string; grade: number | null; authentic: boolean; autoGrade: number | null }[];
}
