// The order draft of the submit wizard (docs/product/orders.md#drafts): kept in the
// browser's local storage under one key while the member is on the submit pages
// (docs/product/storefront.md#local-data-rule clears it when they leave), and on the server as a TEMP_SAVED order
// when they press "Save draft". Defaults: currency KRW (the order draft's default,
// docs/product/pricing.md#currencies-and-minor-units; the wizard opens a new draft in the member's region currency
// instead, wizard-currency.ts), payment CONNECT_PAY, submit type GENERAL, order type REG; per card: category POKEMON,
// sports type ETC, casing true, quantity 1, and no auto-grading answer (the member must choose,
// docs/product/orders.md#card-line-rules).
import type { CardCategory, Currency, GradingOrderType, PaymentMethod, ShippingMethod, SportsType, SubmitType } from '@/lib/server/db/generated/enums';

export const DRAFT_VERSION = 1;

export interface DraftCardLine {
  cardCategory: CardCategory;
  sportsType: SportsType;
  year: number | null;
  cardNumber: string;
  setName: string;
  brand: string;
  playerName: string;
  description: string;
  signer: string;
  /** null while the field is empty. */
  quantity: number | null;
  minimumGrade: number | null;
  /** null until the member answers (no default selection). */
  isAuto: boolean | null;
  casing: boolean;
}

/** What the serial check told about an already-graded card (shown in the reholder list). */
export interface ReholderCardSummary {
  playerName: string;
  year: number | null;
  setName: string | null;
  cardCategory: CardCategory;
  grade: number | null;
  authentic: boolean;
}

export interface DraftReholderCard {
  serialNumber: string;
  card: ReholderCardSummary | null;
}

/** A photo as the photo dropzone hands it over (POST /api/photos). */
export interface DraftPhoto {
  id: number;
  thumbUrl: string;
  cardsInPhoto: number;
}

export type DraftOrderType = Extract<GradingOrderType, 'REG' | 'EXP' | 'BULK'>;

export interface OrderDraft {
  version: typeof DRAFT_VERSION;
  /** The TEMP_SAVED order this draft was saved as on the server, if any. */
  draftId: number | null;
  /** Makes "Pay" safe to press twice: the server answers the same order for the same key. */
  idempotencyKey: string;
  /**
   * Set once the order was created. While it is unpaid, a later change updates that order in place: the draft gets a
   * new key and the submission names this order (docs/decisions/0010-wizard-currency-and-unpaid-orders.md).
   */
  submittedOrderNumber: string | null;
  submitType: SubmitType;
  orderType: DraftOrderType;
  currency: Currency;
  lines: DraftCardLine[];
  reholderCards: DraftReholderCard[];
  photos: DraftPhoto[];
  photoUploadAgreement: boolean;
  shippingMethod: ShippingMethod | null;
  shippingAddressId: number | null;
  cautionAgreement: boolean;
  paymentMethod: PaymentMethod | null;
  serviceAgreementChecked: boolean;
}

export const DRAFT_DEFAULTS = {
  currency: 'KRW',
  paymentMethod: 'CONNECT_PAY',
  submitType: 'GENERAL',
  orderType: 'REG',
  cardCategory: 'POKEMON',
  sportsType: 'ETC',
  casing: true,
} as const satisfies {
  currency: Currency;
  paymentMethod: PaymentMethod;
  submitType: SubmitType;
  orderType: DraftOrderType;
  cardCategory: CardCategory;
  sportsType: SportsType;
  casing: boolean;
};

export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function newCardLine(overrides: Partial<DraftCardLine> = {}): DraftCardLine {
  return {
    cardCategory: DRAFT_DEFAULTS.cardCategory,
    sportsType: DRAFT_DEFAULTS.sportsType,
    year: null,
    cardNumber: '',
    setName: '',
    brand: '',
    playerName: '',
    description: '',
    signer: '',
    quantity: 1,
    minimumGrade: null,
    isAuto: null,
    casing: DRAFT_DEFAULTS.casing,
    ...overrides,
  };
}

/**
 * SIMPLE (quick/easy) is always express (docs/product/orders.md#submission-types); REHOLDER has no grading tier to
 * choose.
 */
function orderTypeFor(submitType: SubmitType): DraftOrderType {
  return submitType === 'SIMPLE' ? 'EXP' : DRAFT_DEFAULTS.orderType;
}

export function emptyDraft(
  submitType: SubmitType = DRAFT_DEFAULTS.submitType,
  key: string = newIdempotencyKey(),
  currency: Currency = DRAFT_DEFAULTS.currency,
): OrderDraft {
  return {
    version: DRAFT_VERSION,
    draftId: null,
    idempotencyKey: key,
    submittedOrderNumber: null,
    submitType,
    orderType: orderTypeFor(submitType),
    currency,
    lines: submitType === 'REHOLDER' ? [] : [newCardLine()],
    reholderCards: [],
    photos: [],
    photoUploadAgreement: false,
    shippingMethod: null,
    shippingAddressId: null,
    cautionAgreement: false,
    paymentMethod: DRAFT_DEFAULTS.paymentMethod,
    serviceAgreementChecked: false,
  };
}

/** Reholder orders (R…) and grading orders (G…) are separate wizards with separate orders. */
const sameWizard = (a: SubmitType, b: SubmitType) => (a === 'REHOLDER') === (b === 'REHOLDER');

/**
 * docs/product/orders.md#submission-types: changing the submit type resets the saved order items and related state —
 * the cards, the photos of those cards and the acknowledgements about them, and the order type. The currency, the
 * shipping choice, the payment method and the server draft it belongs to are kept, and so is the unpaid order it
 * was submitted as, within the same wizard (docs/decisions/0010-wizard-currency-and-unpaid-orders.md).
 */
export function changeSubmitType(draft: OrderDraft, submitType: SubmitType): OrderDraft {
  if (draft.submitType === submitType) return draft;
  const fresh = emptyDraft(submitType, undefined, draft.currency);
  return {
    ...fresh,
    draftId: draft.draftId,
    submittedOrderNumber: sameWizard(draft.submitType, submitType) ? draft.submittedOrderNumber : null,
    shippingMethod: draft.shippingMethod,
    shippingAddressId: draft.shippingAddressId,
    paymentMethod: draft.paymentMethod,
  };
}

/**
 * Fields that are not the order's content: changing them keeps the double-submit key. The payment method and the
 * terms belong to the payment (start-payment takes the method), so choosing another method after a declined card
 * pays the same order without changing it.
 */
const OUTSIDE_THE_ORDER: readonly string[] = ['version', 'idempotencyKey', 'submittedOrderNumber', 'draftId', 'paymentMethod', 'serviceAgreementChecked'];

/**
 * After the order was submitted, a change of field `name` (react-hook-form's path, e.g. "lines.0.quantity") makes
 * "Pay" submit the changed order again: a new key, and the order number it updates stays
 * (docs/decisions/0010-wizard-currency-and-unpaid-orders.md).
 */
export function changesSubmittedOrder(name: string | undefined): boolean {
  if (!name) return false;
  return !OUTSIDE_THE_ORDER.includes(name.split('.')[0] ?? name);
}

/** True when the member entered something a reset would lose (asks for a confirmation first). */
export function hasCardContent(draft: Pick<OrderDraft, 'lines' | 'reholderCards' | 'photos'>): boolean {
  const blank = newCardLine();
  const touched = (line: DraftCardLine) =>
    (Object.keys(blank) as (keyof DraftCardLine)[]).some(
      (key) => line[key] !== blank[key] && !(typeof line[key] === 'string' && (line[key] as string).trim() === ''),
    );
  return draft.reholderCards.length > 0 || draft.photos.length > 0 || draft.lines.length > 1 || draft.lines.some(touched);
}
