// What must hold for a paid order after any sequence of member, staff and gateway steps (issue #10: "random
// sequences of member and staff actions never reach a forbidden state and never create or lose money"), as pure
// functions of a snapshot of the order's rows, so the property test (order-properties.int.test.ts) and a unit test
// (order-invariants.test.ts) share them. Each returns the broken rules as sentences; an empty list is a healthy order.
//   - statusViolations: every OrderEvent is an allowed transition and the events chain from the paid start to the
//     order's statuses now (docs/product/order-lifecycle.md#order-status-transitions,
//     docs/product/order-lifecycle.md#processing-transitions); final statuses never move again; the cards move only
//     while the order is paid and live (docs/product/order-lifecycle.md#staff-steps).
//   - cardViolations: one card per line from receipt, checks, refunded cards, casing, shipping and certificates
//     (docs/product/order-lifecycle.md#one-card-per-line-from-receipt, docs/product/grading.md#correspond-check,
//     docs/product/grading.md#certificate-serials); a reholder order is never scored.
//   - moneyViolations: Σ payments taken − Σ refunds completed or on their way = what the order keeps by its status
//     (docs/product/payments.md#refunds; a cancellation keeps the delivery cost once the cards travel,
//     docs/decisions/0008-cancellation-and-refund-outcomes.md), the difference being only money a bank refused that
//     waits for the member's corrected account.
//   - stepViolations (one step, before and after): history only grows, no second charge, a refund's outcome is
//     final, serials stay, and the cards move only while the order holds the member's money.
import type {
  CorrespondCheck,
  GradingOrderProcessingStatus as Processing,
  GradingOrderStatus as OrderStatus,
  PaymentStatus,
  RefundStatus,
  SubmitType,
} from '@/lib/server/db/generated/enums';
import { hasRejectedRefund } from '@/lib/shared/orders/refund-state';
import { canChangeOrderStatus, canChangeProcessing, processingTransitionsFor } from '@/lib/shared/orders/transitions';

export interface StatusPair {
  status: OrderStatus;
  processing: Processing;
}

export interface EventSnapshot {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  fromProcessing: Processing | null;
  toProcessing: Processing | null;
}

export interface ItemSnapshot {
  id: number;
  quantity: number;
  /** Unit price, the autograph surcharge included (what a partial cancellation pays back). */
  price: number;
  amount: number;
  casing: boolean;
  correspondCheck: CorrespondCheck;
  refundId: number | null;
  shipped: boolean;
  cased: boolean;
  /** Serials of the certificates made from this card. */
  certificates: string[];
}

export interface PaymentSnapshot {
  id: number;
  status: PaymentStatus;
  amount: number;
}

export interface RefundSnapshot {
  id: number;
  paymentId: number | null;
  amount: number;
  status: RefundStatus;
  reason: string | null;
}

export interface OrderSnapshot {
  /** The statuses the order had when it was paid, before the first event of the sequence. */
  start: StatusPair;
  status: OrderStatus;
  processing: Processing;
  submitType: SubmitType;
  totalAmount: number;
  totalPrice: number;
  deliveryCost: number;
  totalQt: number;
  items: ItemSnapshot[];
  payments: PaymentSnapshot[];
  refunds: RefundSnapshot[];
  /** In the order they were written. */
  events: EventSnapshot[];
  /** The card ids of the order's `card.cancelled` audit rows (one per card a partial cancellation paid back). */
  cancelledCardAudits: number[];
}

export const FINAL_STATUSES: readonly OrderStatus[] = ['DEADLINE_EXPIRED', 'CANCELLED', 'REFUNDED', 'COMPLETE'];
/** Paid orders whose cards may still move (the lab's statuses; the member's tracking number is entered in PROCESSING). */
export const LIVE_STATUSES: readonly OrderStatus[] = ['PROCESSING', 'REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED'];
// CANCELLED too: staff refunded the rest of a partly cancelled order before it shipped (decision 0031).
const PARTIAL_STATUSES: readonly OrderStatus[] = ['REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED', 'COMPLETE', 'CANCELLED'];
const GRADABLE: readonly CorrespondCheck[] = ['OK', 'MISS_INPUT'];
const CANCELLED_CHECKS: readonly CorrespondCheck[] = ['OMITTED', 'UNGRADABLE'];
const SERIAL = /^[1-9]\d{6}$/;

/** How far the cards are (the two "before the cards move" states share a rank). */
const RANK: Record<Processing, number> = {
  NOT_PROCESSING: 0,
  OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION: 1,
  BREAK_SHIPPING_BEFORE_PICKUP: 1,
  SHIPPING_IN: 2,
  SHIPPING_IN_COMPLETE: 3,
  WAREHOUSE_IN: 4,
  CARD_CORRESPOND_CHECKED: 5,
  VSC_CHECKED: 6,
  CARD_DEFECT_CHECKED: 7,
  CARD_SCORED: 8,
  CASING_COMPLETE: 9,
  WAREHOUSE_OUT: 10,
  SHIPPING_OUT: 11,
  SHIPPING_OUT_COMPLETE: 12,
};
export const processingRank = (processing: Processing) => RANK[processing];
const atLeast = (processing: Processing, step: Processing) => RANK[processing] >= RANK[step];

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Whether the processing table of `submitType` leads from `from` to `to` (in zero or more steps). */
export function processingReachable(from: Processing, to: Processing, submitType: SubmitType): boolean {
  const table = processingTransitionsFor(submitType);
  const seen = new Set<Processing>([from]);
  const queue: Processing[] = [from];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (next === to) return true;
    for (const step of table[next]) {
      if (!seen.has(step)) {
        seen.add(step);
        queue.push(step);
      }
    }
  }
  return false;
}

/** The events are allowed transitions that chain from the paid start to the statuses the order has now. */
export function statusViolations(order: OrderSnapshot): string[] {
  const problems: string[] = [];
  if (order.start.status !== 'PROCESSING' || !processingReachable('NOT_PROCESSING', order.start.processing, order.submitType)) {
    problems.push(`the start ${order.start.status}/${order.start.processing} is not a paid order's`);
  }
  let current: StatusPair = { ...order.start };
  order.events.forEach((event, index) => {
    const at = `event ${index + 1}`;
    const before = current.status;
    if (FINAL_STATUSES.includes(before) && (event.toStatus !== null || event.toProcessing !== null)) {
      problems.push(`${at} changes the order after its final status ${before}`);
    }
    if (event.toStatus !== null) {
      if (event.fromStatus !== current.status) problems.push(`${at} starts from ${event.fromStatus}, but the order was ${current.status}`);
      if (!canChangeOrderStatus(current.status, event.toStatus)) problems.push(`${at}: ${current.status} → ${event.toStatus} is not an allowed transition`);
      current = { ...current, status: event.toStatus };
    } else if (event.fromStatus !== null) {
      problems.push(`${at} names a status it came from but none it went to`);
    }
    if (event.toProcessing !== null) {
      if (event.fromProcessing !== current.processing) problems.push(`${at} starts from ${event.fromProcessing}, but the cards were ${current.processing}`);
      if (!canChangeProcessing(current.processing, event.toProcessing, order.submitType)) {
        problems.push(`${at}: ${current.processing} → ${event.toProcessing} is not an allowed ${order.submitType} step`);
      }
      if (!LIVE_STATUSES.includes(before)) problems.push(`${at}: the cards moved to ${event.toProcessing} while the order was ${before}`);
      current = { ...current, processing: event.toProcessing };
    } else if (event.fromProcessing !== null) {
      problems.push(`${at} names a processing status it came from but none it went to`);
    }
  });
  if (current.status !== order.status || current.processing !== order.processing) {
    problems.push(`the events end at ${current.status}/${current.processing}, but the order is ${order.status}/${order.processing}`);
  }

  // What each status means about the rest of the order.
  const refundedCards = order.items.filter((item) => item.refundId !== null);
  const waiting = hasRejectedRefund(order.refunds);
  const inFlight = order.refunds.some((refund) => refund.status === 'REQUESTED');
  if ((order.status === 'COMPLETE') !== (order.processing === 'SHIPPING_OUT_COMPLETE')) {
    problems.push(`${order.status} with the cards at ${order.processing}: an order completes exactly when the cards are delivered`);
  }
  if ((order.status === 'REQUEST_PARTIAL_CANCELED' || order.status === 'COMPLETE_PARTIAL_CANCELED') && refundedCards.length === 0) {
    problems.push(`${order.status} without a card paid back`);
  }
  if (order.status === 'COMPLETE_PARTIAL_CANCELED' && (inFlight || waiting))
    problems.push('COMPLETE_PARTIAL_CANCELED while a refund is still on its way or refused');
  if (order.status === 'REFUNDED' && (order.payments.some((payment) => payment.status === 'PAID') || inFlight || waiting)) {
    problems.push('REFUNDED while money is still held or not yet back');
  }
  if (order.status === 'WRONG_REFUND_ACCOUNT' && !waiting && !inFlight) problems.push('WRONG_REFUND_ACCOUNT without a refused refund waiting for an account');
  return problems;
}

/** The cards: one per line from receipt, their checks, refunds, casing, shipping and certificates. */
export function cardViolations(order: OrderSnapshot): string[] {
  const problems: string[] = [];
  const { items, processing } = order;
  const live = LIVE_STATUSES.includes(order.status) || order.status === 'COMPLETE';
  if (sum(items.map((item) => item.quantity)) !== order.totalQt)
    problems.push(`the lines hold ${sum(items.map((item) => item.quantity))} cards, the order ${order.totalQt}`);
  if (sum(items.map((item) => item.amount)) !== order.totalPrice)
    problems.push(`the lines add up to ${sum(items.map((item) => item.amount))}, the order's price is ${order.totalPrice}`);
  if (order.totalPrice + order.deliveryCost !== order.totalAmount) problems.push('totalAmount is not totalPrice + deliveryCost');
  for (const item of items) {
    const card = `card ${item.id}`;
    if (item.amount !== item.price * item.quantity) problems.push(`${card}: amount ${item.amount} is not ${item.quantity} × ${item.price}`);
    if (atLeast(processing, 'SHIPPING_IN_COMPLETE') && item.quantity !== 1) problems.push(`${card}: ${item.quantity} cards on one line after receipt`);
    if (!atLeast(processing, 'WAREHOUSE_IN') && item.correspondCheck !== 'NOT_DETERMINED')
      problems.push(`${card}: checked ${item.correspondCheck} before warehouse-in`);
    if (atLeast(processing, 'CARD_CORRESPOND_CHECKED') && item.correspondCheck === 'NOT_DETERMINED') problems.push(`${card}: unchecked at ${processing}`);

    const cancels = order.cancelledCardAudits.filter((id) => id === item.id).length;
    if (item.refundId !== null) {
      if (!CANCELLED_CHECKS.includes(item.correspondCheck)) problems.push(`${card}: paid back but checked ${item.correspondCheck}`);
      if (!order.refunds.some((refund) => refund.id === item.refundId))
        problems.push(`${card}: paid back by refund ${item.refundId}, which is not one of the order's`);
      if (!PARTIAL_STATUSES.includes(order.status)) problems.push(`${card}: paid back while the order is ${order.status}`);
      if (cancels !== 1) problems.push(`${card}: paid back ${cancels} times by the audit trail`);
    } else if (cancels !== 0) {
      problems.push(`${card}: cancelled ${cancels} time(s) by the audit trail but not linked to a refund`);
    }
    if (live && RANK[processing] > RANK.CARD_CORRESPOND_CHECKED && CANCELLED_CHECKS.includes(item.correspondCheck) && item.refundId === null) {
      problems.push(`${card}: ${item.correspondCheck} and not paid back at ${processing}`);
    }

    const graded = GRADABLE.includes(item.correspondCheck) && item.refundId === null;
    if (item.cased && !(graded && item.casing))
      problems.push(`${card}: cased although ${item.correspondCheck}${item.refundId !== null ? ', refunded' : ''}${item.casing ? '' : ', no case asked'}`);
    if (live && atLeast(processing, 'CASING_COMPLETE') && graded && item.casing && !item.cased) problems.push(`${card}: not cased at ${processing}`);
    // Every card the lab holds goes back in the parcel — an UNGRADABLE one ungraded, refunded or not; an OMITTED one never arrived.
    if (item.shipped && (!atLeast(processing, 'SHIPPING_OUT') || item.correspondCheck === 'OMITTED')) {
      problems.push(`${card}: shipped at ${processing} (${item.correspondCheck}${item.refundId !== null ? ', refunded' : ''})`);
    }
    if (live && atLeast(processing, 'SHIPPING_OUT') && item.correspondCheck !== 'OMITTED' && !item.shipped)
      problems.push(`${card}: not in the parcel at ${processing}`);

    if (item.certificates.length > 1) problems.push(`${card}: ${item.certificates.length} certificates`);
    if (item.certificates.length > 0) {
      if (order.submitType === 'REHOLDER') problems.push(`${card}: a reholder card was scored`);
      if (!graded) problems.push(`${card}: a certificate for a card checked ${item.correspondCheck}${item.refundId !== null ? ' and refunded' : ''}`);
      if (!atLeast(processing, 'CARD_DEFECT_CHECKED')) problems.push(`${card}: a certificate at ${processing}`);
    }
    if (order.submitType !== 'REHOLDER' && live && atLeast(processing, 'CARD_SCORED') && graded && item.certificates.length === 0)
      problems.push(`${card}: no certificate at ${processing}`);
  }
  const serials = items.flatMap((item) => item.certificates);
  for (const serial of serials) if (!SERIAL.test(serial)) problems.push(`serial ${serial} is not 7 digits`);
  if (new Set(serials).size !== serials.length) problems.push(`serials repeat: ${serials.join(', ')}`);
  return problems;
}

/** What the order keeps for good by its status (minor units). */
export function keptAmount(order: OrderSnapshot): number {
  const paidBack = sum(order.items.filter((item) => item.refundId !== null).map((item) => item.price * item.quantity));
  switch (order.status) {
    case 'PROCESSING':
      // All of it, or nothing while a full refund is on its way (decision 0008 §3: the status follows the outcome).
      return order.refunds.some((refund) => refund.status === 'REQUESTED') ? 0 : order.totalAmount;
    case 'REQUEST_PARTIAL_CANCELED':
    case 'COMPLETE_PARTIAL_CANCELED':
    case 'COMPLETE':
      // The cards paid back at their unit price; the delivery is never refunded.
      return order.totalAmount - paidBack;
    case 'CANCELLED':
      // Decision 0008 §1: once the cards travel, the delivery cost pays for sending them back.
      return order.processing === 'SHIPPING_IN' ? Math.min(order.deliveryCost, order.totalAmount) : 0;
    default:
      return 0;
  }
}

/** Money: nothing created, nothing lost, nothing refunded twice. */
export function moneyViolations(order: OrderSnapshot): string[] {
  const problems: string[] = [];
  const paymentIds = new Set(order.payments.map((payment) => payment.id));
  for (const refund of order.refunds) {
    if (!refund.reason?.trim()) problems.push(`refund ${refund.id} has no reason`);
    if (refund.paymentId === null || !paymentIds.has(refund.paymentId)) problems.push(`refund ${refund.id} is not of one of the order's payments`);
    if (!Number.isSafeInteger(refund.amount) || refund.amount <= 0) problems.push(`refund ${refund.id} of ${refund.amount}`);
  }
  const taken = order.payments.filter((payment) => payment.status === 'PAID' || payment.status === 'REFUNDED');
  for (const payment of taken) {
    const rows = order.refunds.filter((refund) => refund.paymentId === payment.id);
    const returning = sum(rows.filter((refund) => refund.status === 'REQUESTED' || refund.status === 'COMPLETED').map((refund) => refund.amount));
    const completed = sum(rows.filter((refund) => refund.status === 'COMPLETED').map((refund) => refund.amount));
    if (returning > payment.amount) problems.push(`payment ${payment.id}: ${returning} refunded or on its way of ${payment.amount} paid`);
    if ((payment.status === 'REFUNDED') !== completed >= payment.amount)
      problems.push(`payment ${payment.id} is ${payment.status} with ${completed} of ${payment.amount} back`);
  }
  const paid = sum(taken.map((payment) => payment.amount));
  const returning = sum(order.refunds.filter((refund) => refund.status === 'REQUESTED' || refund.status === 'COMPLETED').map((refund) => refund.amount));
  const held = paid - returning;
  const kept = keptAmount(order);
  if (hasRejectedRefund(order.refunds)) {
    // Money the bank refused stays with us until the member corrects the account: more than the order keeps, never
    // more than was refused.
    const refused = sum(order.refunds.filter((refund) => refund.status === 'ACCOUNT_REJECTED').map((refund) => refund.amount));
    if (held <= kept || held > kept + refused)
      problems.push(`${order.status}: ${held} held with a refused refund waiting; the order keeps ${kept}, ${refused} was refused`);
  } else if (held !== kept) {
    problems.push(`${order.status}/${order.processing}: ${paid} paid − ${returning} refunded or on its way = ${held}, but the order keeps ${kept}`);
  }
  return problems;
}

/** Paid, live, and still holding money: the only order whose cards may move (a full refund on its way stops the lab). */
function cardsMayMove(order: OrderSnapshot): boolean {
  if (!LIVE_STATUSES.includes(order.status)) return false;
  return !(order.status === 'PROCESSING' && order.refunds.some((refund) => refund.status === 'REQUESTED') && keptAmount(order) === 0);
}

/**
 * What one step may change: history is only appended to (events, refunds, the cards' refunds and serials), money is
 * never charged again, a refund's outcome is final, and the cards move only while the order holds the member's money.
 */
export function stepViolations(before: OrderSnapshot, after: OrderSnapshot): string[] {
  const problems: string[] = [];
  if (after.events.length < before.events.length || before.events.some((event, index) => JSON.stringify(event) !== JSON.stringify(after.events[index]))) {
    problems.push('the order history was rewritten');
  }
  if (after.processing !== before.processing && !cardsMayMove(before)) {
    problems.push(
      `the cards moved ${before.processing} → ${after.processing} while the order was ${before.status}${before.status === 'PROCESSING' ? ' with everything on its way back' : ''}`,
    );
  }
  const paid = (order: OrderSnapshot) =>
    sum(order.payments.filter((payment) => payment.status === 'PAID' || payment.status === 'REFUNDED').map((payment) => payment.amount));
  if (paid(after) !== paid(before)) problems.push(`the money taken changed from ${paid(before)} to ${paid(after)}`);
  for (const refund of before.refunds) {
    const now = after.refunds.find((candidate) => candidate.id === refund.id);
    if (!now) problems.push(`refund ${refund.id} disappeared`);
    else if (now.amount !== refund.amount || now.paymentId !== refund.paymentId) problems.push(`refund ${refund.id} was rewritten`);
    else if (now.status !== refund.status && refund.status !== 'REQUESTED') problems.push(`refund ${refund.id} went ${refund.status} → ${now.status}`);
  }
  for (const item of before.items) {
    const now = after.items.find((candidate) => candidate.id === item.id);
    if (!now) {
      problems.push(`card ${item.id} disappeared`);
      continue;
    }
    if (item.refundId !== null && now.refundId !== item.refundId) problems.push(`card ${item.id}: its refund changed from ${item.refundId} to ${now.refundId}`);
    if (item.certificates.some((serial) => !now.certificates.includes(serial)))
      problems.push(`card ${item.id}: serial ${item.certificates.join(', ')} changed to ${now.certificates.join(', ')}`);
  }
  return problems;
}

/** Every rule at once. */
export function orderViolations(order: OrderSnapshot): string[] {
  return [...statusViolations(order), ...cardViolations(order), ...moneyViolations(order)];
}
