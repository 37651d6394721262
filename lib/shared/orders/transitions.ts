// Allowed status changes (docs/product/order-lifecycle.md#order-status-transitions,
// docs/product/order-lifecycle.md#processing-transitions). Services guard every change with these tables inside the
// same transaction that writes the OrderEvent row.
import type { GradingOrderProcessingStatus as Processing, GradingOrderStatus as OrderStatus, SubmitType } from '@/lib/server/db/generated/enums';

export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  TEMP_SAVED: ['SAVED', 'CANCELLED'],
  SAVED: ['WAITING_FOR_DEPOSIT', 'PROCESSING', 'PAYMENT_FAILED', 'CANCELLED'],
  PAYMENT_FAILED: ['SAVED', 'WAITING_FOR_DEPOSIT', 'PROCESSING', 'CANCELLED'],
  WAITING_FOR_DEPOSIT: ['PROCESSING', 'DEADLINE_EXPIRED', 'CANCELLED'],
  PROCESSING: ['CANCELLED', 'REFUNDED', 'WRONG_REFUND_ACCOUNT', 'REQUEST_PARTIAL_CANCELED', 'COMPLETE'],
  WRONG_REFUND_ACCOUNT: ['REFUNDED', 'CANCELLED'],
  // → CANCELLED: staff refund the rest of a partly cancelled order before the cards ship out (decision 0031).
  REQUEST_PARTIAL_CANCELED: ['COMPLETE_PARTIAL_CANCELED', 'CANCELLED'],
  COMPLETE_PARTIAL_CANCELED: ['COMPLETE', 'CANCELLED'],
  DEADLINE_EXPIRED: [],
  CANCELLED: [],
  REFUNDED: [],
  COMPLETE: [],
};

export const PROCESSING_TRANSITIONS: Record<Processing, Processing[]> = {
  // Set at payment from the shipping method (status.ts processingAfterPayment); QUICK and VISIT cards
  // are received at the counter, straight to SHIPPING_IN_COMPLETE.
  NOT_PROCESSING: ['OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', 'BREAK_SHIPPING_BEFORE_PICKUP', 'SHIPPING_IN_COMPLETE'],
  OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION: ['SHIPPING_IN'], // member enters courier + tracking
  BREAK_SHIPPING_BEFORE_PICKUP: ['SHIPPING_IN'], // courier picks the cards up
  SHIPPING_IN: ['SHIPPING_IN_COMPLETE'],
  SHIPPING_IN_COMPLETE: ['WAREHOUSE_IN'],
  WAREHOUSE_IN: ['CARD_CORRESPOND_CHECKED'],
  // → WAREHOUSE_OUT: no card left to grade (every one OMITTED or UNGRADABLE, paid back) — the cards we hold go back
  // ungraded, nothing is graded or cased (decision 0031 §4, staff-actions.ts nothingToGrade). The first entry is the usual step.
  CARD_CORRESPOND_CHECKED: ['VSC_CHECKED', 'WAREHOUSE_OUT'],
  VSC_CHECKED: ['CARD_DEFECT_CHECKED'],
  CARD_DEFECT_CHECKED: ['CARD_SCORED'],
  CARD_SCORED: ['CASING_COMPLETE'],
  CASING_COMPLETE: ['WAREHOUSE_OUT'],
  WAREHOUSE_OUT: ['SHIPPING_OUT'], // outbound courier + tracking
  SHIPPING_OUT: ['SHIPPING_OUT_COMPLETE'],
  SHIPPING_OUT_COMPLETE: [],
};

/**
 * Reholder orders take their own path through the lab (issue #10): the graded card is checked against its
 * certificate (CARD_CORRESPOND_CHECKED), then goes straight into a new case with a new signed label for the same
 * serial and grade (CASING_COMPLETE) — no VSC check, no defect check, no scoring. From casing on, the path is the
 * grading one.
 */
export const REHOLDER_PROCESSING_TRANSITIONS: Record<Processing, Processing[]> = {
  ...PROCESSING_TRANSITIONS,
  CARD_CORRESPOND_CHECKED: ['CASING_COMPLETE', 'WAREHOUSE_OUT'],
  VSC_CHECKED: [],
  CARD_DEFECT_CHECKED: [],
  CARD_SCORED: [],
};

/** The processing table an order follows, by how it was submitted. */
export function processingTransitionsFor(submitType: SubmitType): Record<Processing, Processing[]> {
  return submitType === 'REHOLDER' ? REHOLDER_PROCESSING_TRANSITIONS : PROCESSING_TRANSITIONS;
}

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function canChangeProcessing(from: Processing, to: Processing, submitType: SubmitType = 'GENERAL'): boolean {
  return processingTransitionsFor(submitType)[from].includes(to);
}
