// What the back office's lab pages receive from /api/admin/orders… (issue #10), shared by the services that build
// them and the pages that show them. Types only. Unlike the member's views these carry internal notes, staff
// identities and the audit trail; they are only ever sent to STAFF and ADMIN sessions.
import type { AuditDetail, AuditFieldChange } from '../audit/audit-changes';
import type {
  CardCategory,
  CorrespondCheck,
  Currency,
  GradingOrderProcessingStatus,
  GradingOrderStatus,
  GradingOrderType,
  Role,
  ShippingMethod,
  SportsType,
  SubmitType,
} from '@/lib/server/db/generated/enums';
import type { OrderDetail } from '../orders/my-order-views';
import type { BlockedReason } from './staff-actions';

/** A work queue: a processing status of paid orders, or one of the lab's own lists. */
export type QueueId = GradingOrderProcessingStatus | 'ALL' | 'REFUNDS';

/** One row of a queue or of a search result. */
export interface StaffOrderRow {
  orderNumber: string;
  memberEmail: string;
  memberNick: string;
  submitType: SubmitType;
  orderType: GradingOrderType;
  shippingMethod: ShippingMethod | null;
  status: GradingOrderStatus;
  processingStatus: GradingOrderProcessingStatus;
  totalQt: number;
  paidAt: string | null;
  receivedAt: string | null;
  estimatedCompletionAt: string | null;
  /** Past its estimate and not shipped out yet. */
  late: boolean;
}

/** GET /api/admin/orders?queue=&q=&page= */
export interface StaffOrderList {
  rows: StaffOrderRow[];
  queue: QueueId;
  /** The search text (order number, member e-mail or certificate serial), when searching. */
  q: string | null;
  page: number;
  pageSize: number;
  total: number;
  /** Orders per queue, for the queue tabs. */
  counts: Record<QueueId, number>;
  /** The certificate the search text names, when it is a serial that has one: linked to its back-office page (issue #22). */
  certificateSerial?: string | null;
}

export interface StaffCertificate {
  serial: string;
  grade: number | null;
  authentic: boolean;
  surface: number | null;
  edges: number | null;
  corners: number | null;
  centering: number | null;
  centeringFrontLR: string | null;
  centeringFrontTB: string | null;
  centeringBackLR: string | null;
  centeringBackTB: string | null;
  autoGrade: number | null;
  gradedAt: string;
  gradedBy: string | null;
  labelPrintedAt: string | null;
  /** Public URLs of the scans (front, back) when uploaded. */
  images: { id: number; kind: 'CARD_FRONT' | 'CARD_BACK'; url: string; thumbUrl: string | null }[];
}

/** One card (one line from receipt on: docs/product/order-lifecycle.md#one-card-per-line-from-receipt). */
export interface StaffCard {
  id: number;
  position: number;
  quantity: number;
  cardCategory: CardCategory;
  sportsType: SportsType;
  isAuto: boolean;
  /** Unit price (minor units), the amount a partial refund pays back. */
  price: number;
  playerName: string | null;
  signer: string | null;
  brand: string | null;
  setName: string | null;
  description: string | null;
  year: number | null;
  cardNumber: string | null;
  casing: boolean;
  minimumGrade: number | null;
  /** Reholder lines: the serial of the card's existing certificate. */
  reholderSerial: string | null;
  correspondCheck: CorrespondCheck;
  checkedAt: string | null;
  vscNote: string | null;
  defectNote: string | null;
  casedAt: string | null;
  shippedAt: string | null;
  /** Paid back by a partial cancellation (OMITTED / UNGRADABLE). */
  refunded: boolean;
  certificate: StaffCertificate | null;
}

export interface StaffNote {
  id: number;
  author: string;
  body: string;
  at: string;
}

/** One audit row: an order event (status change or note) or an AuditLog row about the order or its cards. */
export interface AuditEntry {
  at: string;
  actor: string | null;
  /** The role the actor acted in, as the row keeps it; null for the system or a row from before roles were kept. */
  actorRole: Role | null;
  /** The card the row is about, by its position as the page numbers it (from 1); null for the whole order. */
  card: number | null;
  /** e.g. "status", "check", "score", "note", "refund". */
  action: string;
  from: string | null;
  to: string | null;
  note: string | null;
  /** A record before and after, field by field (issue #24); empty for a single value. */
  changes: AuditFieldChange[];
  /** What else the row recorded (an amount, a reference). */
  details: AuditDetail[];
}

/** What staff may do next; decided on the server from the order as it is (and checked again on every call). */
export interface StaffActions {
  receive: boolean;
  /** The next processing step a plain "advance" makes (WAREHOUSE_IN, VSC_CHECKED, …), or null. */
  advanceTo: GradingOrderProcessingStatus | null;
  /** Why the advance is blocked (e.g. "cardsUnchecked", "cardsUnscored"), a key under lab:blocked.*. */
  advanceBlockedBy: BlockedReason | null;
  checkCards: boolean;
  scoreCards: boolean;
  uploadImages: boolean;
  printLabels: boolean;
  shipOut: boolean;
  markDelivered: boolean;
  partialCancel: boolean;
  fullRefund: boolean;
}

/** GET /api/admin/orders/[orderNumber]: everything the member sees, plus the lab's side. */
export interface StaffOrderDetail {
  /** The member's view of the order, exactly as their order page gets it. */
  view: OrderDetail;
  member: { mbId: string; email: string; nick: string; name: string | null; phone: string | null; language: string };
  status: GradingOrderStatus;
  processingStatus: GradingOrderProcessingStatus;
  currency: Currency;
  cards: StaffCard[];
  notes: StaffNote[];
  audit: AuditEntry[];
  actions: StaffActions;
  /** Sum of payments taken − refunds completed or on their way (minor units). */
  moneyHeld: number;
  /** The member's photos of the cards from the submission (served to staff by GET /api/photos/[id]), oldest first. */
  photos: StaffOrderPhoto[];
}

/** One submission photo: how many cards the member says it shows (docs/product/orders.md#photos). */
export interface StaffOrderPhoto {
  id: number;
  cardsInPhoto: number;
  width: number;
  height: number;
}
