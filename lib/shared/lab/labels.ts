// The slab label sheet of an order (issue #10; docs/product/certificates.md#label-printing): what each label shows,
// the two print formats, and when an order's labels may be printed. Browser-safe: the labels page, its hook and the
// services share it.
import type { GradingOrderProcessingStatus, GradingOrderStatus, SubmitType } from '@/lib/server/db/generated/enums';
import type { SUBGRADES } from '../grading/scale';

/** `a4`: a grid of labels on A4 sheets of label stock; `roll`: one label per page on a label printer's roll. */
export const LABEL_FORMATS = ['a4', 'roll'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** `?format=` of the labels page: `a4` unless it names another format exactly. */
export function parseLabelFormat(value: unknown): LabelFormat {
  return (LABEL_FORMATS as readonly unknown[]).includes(value) ? (value as LabelFormat) : 'a4';
}

/** One label: what is printed, and the signed URL its QR code carries (docs/decisions/0012-label-signature.md). */
export interface LabelView {
  serial: string;
  /** The grade as the scale writes it ("9.5", "10"), or "A" for the authentic mark. */
  grade: string;
  authentic: boolean;
  /** "year brand set #number player", the parts the certificate has (label-text.ts). */
  cardLine: string;
  subgrades: Record<(typeof SUBGRADES)[number], number | null>;
  /** The autograph's grade, for an autographed card. */
  autoGrade: number | null;
  /** The absolute, signed certificate URL. */
  qrUrl: string;
  /** The QR code of `qrUrl`, an SVG document rendered on the server. */
  qrSvg: string;
  labelPrintedAt: string | null;
}

/** GET /api/admin/orders/[orderNumber]/labels and the labels page. */
export interface LabelSheet {
  orderNumber: string;
  /** A reholder order: new labels for certificates graded before, same serial and grade. */
  reholder: boolean;
  /** Whether the order is at a stage where its labels are printed (mayPrintLabels); otherwise `labels` is empty. */
  printable: boolean;
  labels: LabelView[];
}

/**
 * Stages at which an order's labels are printed: once every card is scored (a grade can no longer change under a
 * printed label) and from then on, for a reprint; a reholder order — never scored — once its cards were checked
 * against their certificates (CARD_CORRESPOND_CHECKED, then its new case: lib/shared/orders/transitions.ts).
 */
const AFTER_SCORING: readonly GradingOrderProcessingStatus[] = ['CASING_COMPLETE', 'WAREHOUSE_OUT', 'SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE'];
export const LABEL_STAGES: readonly GradingOrderProcessingStatus[] = ['CARD_SCORED', ...AFTER_SCORING];
export const REHOLDER_LABEL_STAGES: readonly GradingOrderProcessingStatus[] = ['CARD_CORRESPOND_CHECKED', ...AFTER_SCORING];
/** A paid order whose cards are (or were) in the lab: not cancelled, not refunded in full, not waiting for a refund account. */
export const LABEL_ORDER_STATUSES: readonly GradingOrderStatus[] = ['PROCESSING', 'REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED', 'COMPLETE'];

export function mayPrintLabels(order: { status: GradingOrderStatus; processingStatus: GradingOrderProcessingStatus; submitType: SubmitType }): boolean {
  const stages = order.submitType === 'REHOLDER' ? REHOLDER_LABEL_STAGES : LABEL_STAGES;
  return LABEL_ORDER_STATUSES.includes(order.status) && stages.includes(order.processingStatus);
}

/** At most this many serials in one labels-printed call (far past an order's cards). */
export const MAX_LABELS_PER_PRINT = 500;
