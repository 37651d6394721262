// What staff may do next with an order (issue #10), decided by one pure function from the order as it is: the lab
// page shows exactly these buttons and every write service checks the same answer again inside its transaction
// (lib/server/lab/staff-action.ts). The steps follow the processing table of the order's submit type
// (docs/product/order-lifecycle.md#processing-transitions; reholder orders skip VSC, defect and scoring), and only
// while the order is one the lab works on (docs/product/order-lifecycle.md#staff-steps).
import type {
  CorrespondCheck,
  GradingOrderProcessingStatus as Processing,
  GradingOrderStatus as OrderStatus,
  PaymentMethod,
  PaymentStatus,
  RefundStatus,
  ShippingMethod,
  SubmitType,
} from '@/lib/server/db/generated/enums';
import { needsRefundAccount } from '../orders/refund-methods';
import type { RefundRow } from '../orders/refund-state';
import { leftToRefund, mayRefundRest } from '../orders/refund-rules';
import { processingTransitionsFor } from '../orders/transitions';
import { mayChangeCertificateImages } from './certificate-images';
import { mayPrintLabels } from './labels';
import type { StaffActions } from './views';

/** Order statuses in which the lab takes its steps (a partial cancellation does not stop the other cards). */
export const LAB_STEP_ORDER_STATUSES: readonly OrderStatus[] = ['PROCESSING', 'REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED'];

/** Steps a plain "advance" makes; receipt, shipping out and delivery have their own steps (and data). */
export const ADVANCE_FROM: readonly Processing[] = [
  'SHIPPING_IN_COMPLETE',
  'WAREHOUSE_IN',
  'CARD_CORRESPOND_CHECKED',
  'VSC_CHECKED',
  'CARD_DEFECT_CHECKED',
  'CARD_SCORED',
  'CASING_COMPLETE',
];

/** Where the cards' notes (VSC, defect) may be written: from warehouse-in until the scoring step is done. */
export const CARD_NOTE_PROCESSING: readonly Processing[] = ['WAREHOUSE_IN', 'CARD_CORRESPOND_CHECKED', 'VSC_CHECKED', 'CARD_DEFECT_CHECKED'];

/** Cards paid back by a partial cancellation (docs/product/grading.md#correspond-check). */
export const CANCELLED_CHECKS: readonly CorrespondCheck[] = ['OMITTED', 'UNGRADABLE'];

/** Cards that are graded (and shipped back in a case). */
export const GRADABLE_CHECKS: readonly CorrespondCheck[] = ['OK', 'MISS_INPUT'];

/**
 * Every reason an advance (or the ship / deliver step) waits: the page words each by a key under lab:blocked.*, a
 * refused step by one under labApi:errors.* (staff-action.ts labBlocked).
 */
export const BLOCKED_REASONS = [
  'cardsUnchecked',
  'partialCancelPending',
  'refundAccountRequired',
  'cardsUnscored',
  'partialRefundPending',
  'refundInProgress',
] as const;
export type BlockedReason = (typeof BLOCKED_REASONS)[number];

export interface StaffActionsOrder {
  gradingOrderStatus: OrderStatus;
  gradingOrderProcessingStatus: Processing;
  submitType: SubmitType;
  shippingMethod: ShippingMethod | null;
  payments: readonly { method: PaymentMethod; status: PaymentStatus; amount: number; refunds: readonly { amount: number; status: RefundStatus }[] }[];
}

export interface StaffActionsCard {
  correspondCheck: CorrespondCheck;
  /** Paid back by a partial cancellation already. */
  refunded: boolean;
  /** The card's certificate (a reholder card: the one it already has), or null. */
  certificate: unknown;
  /**
   * When the certificate was graded in another order (a reholder card's): that order's processing status, or null
   * for a certificate recorded before this system — its scans follow that order's stage (certificate-images.ts).
   * Left out: the certificate is this order's.
   */
  certificateOrderProcessing?: Processing | null;
  casing: boolean;
}

export interface StaffActionsInput {
  order: StaffActionsOrder;
  cards: readonly StaffActionsCard[];
  refunds: readonly RefundRow[];
  hasRefundAccount: boolean;
}

/** Per PAID payment, what is neither back nor on its way back (refund-rules.ts leftToRefund, as moneyHeld). */
export function heldPayments(payments: StaffActionsOrder['payments']): { method: PaymentMethod; amount: number }[] {
  return payments
    .filter((payment) => payment.status === 'PAID')
    .map((payment) => ({ method: payment.method, amount: leftToRefund(payment.amount, payment.refunds) }))
    .filter((held) => held.amount > 0);
}

/** The steps before receipt the receive step covers, by where the cards are (receive-cards.ts). */
export function canReceive(order: Pick<StaffActionsOrder, 'gradingOrderStatus' | 'gradingOrderProcessingStatus' | 'shippingMethod'>): boolean {
  if (order.gradingOrderStatus !== 'PROCESSING') return false;
  const from = order.gradingOrderProcessingStatus;
  if (from === 'SHIPPING_IN' || from === 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION' || from === 'BREAK_SHIPPING_BEFORE_PICKUP') return true;
  return from === 'NOT_PROCESSING' && (order.shippingMethod === 'QUICK' || order.shippingMethod === 'VISIT');
}

/** Cards still to be paid back by a partial cancellation (OMITTED / UNGRADABLE, not refunded yet). */
export const cardsToCancel = <C extends Pick<StaffActionsCard, 'correspondCheck' | 'refunded'>>(cards: readonly C[]): C[] =>
  cards.filter((card) => CANCELLED_CHECKS.includes(card.correspondCheck) && !card.refunded);

/** Gradable cards (OK / MISS_INPUT) the order still has. */
export const gradableCards = <C extends Pick<StaffActionsCard, 'correspondCheck' | 'refunded'>>(cards: readonly C[]): C[] =>
  cards.filter((card) => GRADABLE_CHECKS.includes(card.correspondCheck) && !card.refunded);

/**
 * Decision 0031 §4: no card left to grade — every card OMITTED or UNGRADABLE. Cards that reached us go back ungraded
 * (the order skips grading and casing: CARD_CORRESPOND_CHECKED → WAREHOUSE_OUT); OMITTED cards were never there, so an
 * order of OMITTED cards only has nothing to ship (no next step: staff refund the rest, which cancels it).
 */
export const nothingToGrade = <C extends Pick<StaffActionsCard, 'correspondCheck' | 'refunded'>>(cards: readonly C[]): boolean =>
  cards.length > 0 && cards.every((card) => CANCELLED_CHECKS.includes(card.correspondCheck));
export const nothingToShip = <C extends Pick<StaffActionsCard, 'correspondCheck'>>(cards: readonly C[]): boolean =>
  cards.length > 0 && cards.every((card) => card.correspondCheck === 'OMITTED');

/** The step after `from` on the staff page: the table's usual one, or the shortcut of an order with nothing to grade. */
function nextStep(
  order: Pick<StaffActionsOrder, 'submitType'>,
  from: Processing,
  cards: readonly Pick<StaffActionsCard, 'correspondCheck' | 'refunded'>[],
): Processing | null {
  if (!ADVANCE_FROM.includes(from)) return null;
  if (from === 'CARD_CORRESPOND_CHECKED' && nothingToGrade(cards)) return nothingToShip(cards) ? null : 'WAREHOUSE_OUT';
  return processingTransitionsFor(order.submitType)[from][0] ?? null;
}

/** Nothing allowed: the start of every answer below (and of the tests' expectations and fixtures). */
export const NO_STAFF_ACTIONS: Readonly<StaffActions> = Object.freeze({
  receive: false,
  advanceTo: null,
  advanceBlockedBy: null,
  checkCards: false,
  scoreCards: false,
  uploadImages: false,
  printLabels: false,
  shipOut: false,
  markDelivered: false,
  partialCancel: false,
  fullRefund: false,
});

/** Why the advance from `from` must wait, or null. */
function blockedBy(input: StaffActionsInput, from: Processing, needsAccount: boolean): BlockedReason | null {
  const { cards, order } = input;
  if (from === 'WAREHOUSE_IN' && cards.some((card) => card.correspondCheck === 'NOT_DETERMINED')) return 'cardsUnchecked';
  if (from === 'CARD_CORRESPOND_CHECKED' && cardsToCancel(cards).length > 0)
    return needsAccount && !input.hasRefundAccount ? 'refundAccountRequired' : 'partialCancelPending';
  if (from === 'CARD_DEFECT_CHECKED' && order.submitType !== 'REHOLDER' && gradableCards(cards).some((card) => !card.certificate)) return 'cardsUnscored';
  return null;
}

export function staffActions(input: StaffActionsInput): StaffActions {
  const { order, cards } = input;
  const status = order.gradingOrderStatus;
  const processing = order.gradingOrderProcessingStatus;
  const held = heldPayments(order.payments);
  const needsAccount = held.some((payment) => needsRefundAccount(payment.method));
  const certified = cards.filter((card) => card.certificate && !card.refunded);
  const finished = status === 'COMPLETE';
  // Certificates stay editable (scans, labels) after delivery; the order's steps do not. The stages are the ones the
  // scan and label routes check (certificate-images.ts, labels.ts): from scoring on (a reholder's labels: from its check).
  const certificateWork = {
    uploadImages:
      (finished || LAB_STEP_ORDER_STATUSES.includes(status)) &&
      certified.some((card) => mayChangeCertificateImages(card.certificateOrderProcessing === undefined ? processing : card.certificateOrderProcessing)),
    printLabels: certified.length > 0 && mayPrintLabels({ status, processingStatus: processing, submitType: order.submitType }),
  };
  if (!LAB_STEP_ORDER_STATUSES.includes(status)) return { ...NO_STAFF_ACTIONS, ...certificateWork };
  // Everything the order held is on its way back (a full refund): the lab stops until its outcome.
  if (status === 'PROCESSING' && held.length === 0 && input.refunds.some((refund) => refund.status === 'REQUESTED')) {
    return { ...NO_STAFF_ACTIONS, ...certificateWork, advanceBlockedBy: 'refundInProgress' };
  }

  const next = nextStep(order, processing, cards);
  const blocked: BlockedReason | null = next
    ? blockedBy(input, processing, needsAccount)
    : processing === 'SHIPPING_OUT' && status === 'REQUEST_PARTIAL_CANCELED'
      ? 'partialRefundPending'
      : null;
  const toCancel = cardsToCancel(cards).length > 0;
  const reholder = order.submitType === 'REHOLDER';
  const noteSteps = reholder ? CARD_NOTE_PROCESSING.slice(0, 2) : CARD_NOTE_PROCESSING;
  return {
    ...NO_STAFF_ACTIONS,
    ...certificateWork,
    receive: canReceive(order),
    advanceTo: next,
    advanceBlockedBy: blocked,
    checkCards: noteSteps.includes(processing) && cards.length > 0,
    scoreCards: !reholder && processing === 'CARD_DEFECT_CHECKED' && gradableCards(cards).length > 0,
    shipOut: processing === 'WAREHOUSE_OUT',
    // The order completes with the delivery: not while a partial refund is still on its way (transitions.ts).
    markDelivered: processing === 'SHIPPING_OUT' && status !== 'REQUEST_PARTIAL_CANCELED',
    // Decided once every card is checked: one refund for every OMITTED / UNGRADABLE card (docs/product/order-lifecycle.md#staff-steps).
    partialCancel: status === 'PROCESSING' && processing === 'CARD_CORRESPOND_CHECKED' && toCancel && held.length > 0,
    // The rest of the money back (refund-rules.ts mayRefundRest, decision 0031): also after a partial cancellation, until the cards ship out.
    fullRefund: mayRefundRest(order, held),
  };
}
