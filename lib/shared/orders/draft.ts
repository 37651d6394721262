// The order draft of the submit wizard (SPEC.md §3 "Grading order (draft default)"): kept in the
// browser's local storage under one key while the member is on the submit pages (SPEC.md §2 clears it
// when they leave), and on the server as a TEMP_SAVED order when they press "Save draft".
// Defaults: currency KRW (the order draft's default, SPEC.md §1/§9), payment CONNECT_PAY, submit type
// GENERAL, order type REG; per card: category POKEMON, sports type ETC, casing true, quantity 1, and
// no auto-grading answer (the member must choose, SPEC.md §5).
import { type CardCategory, Currency, type GradingOrderType, PaymentMethod, ShippingMethod, type SportsType, SubmitType } from '@/lib/server/db/generated/enums';
import { MAX_CARDS_PER_ORDER } from './limits';
import type { QuoteLine } from './quote';

export const DRAFT_STORAGE_KEY = 'gradingOrder';

/** The wizard's steps, each its own URL: /grading/submit (cards), /grading/submit/shipping, … */
export const WIZARD_STEPS = ['cards', 'shipping', 'caution', 'payment', 'complete'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The `[[...step]]` route parameter: none is the cards step; one known step name; anything else null. */
export function parseStep(param: string | string[] | undefined): WizardStep | null {
  if (param === undefined) return 'cards';
  const parts = Array.isArray(param) ? param : [param];
  if (parts.length === 0) return 'cards';
  if (parts.length !== 1) return null;
  const step = parts[0] as WizardStep;
  return step !== 'cards' && WIZARD_STEPS.includes(step) ? step : null;
}
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
  /** Set once the order was created; any later change starts a new order (a new key). */
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
} as const satisfies { currency: Currency; paymentMethod: PaymentMethod; submitType: SubmitType; orderType: DraftOrderType; cardCategory: CardCategory; sportsType: SportsType; casing: boolean };

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

/** SIMPLE (quick/easy) is always express (SPEC.md §4); REHOLDER has no grading tier to choose. */
function orderTypeFor(submitType: SubmitType): DraftOrderType {
  return submitType === 'SIMPLE' ? 'EXP' : DRAFT_DEFAULTS.orderType;
}

export function emptyDraft(submitType: SubmitType = DRAFT_DEFAULTS.submitType, key: string = newIdempotencyKey()): OrderDraft {
  return {
    version: DRAFT_VERSION,
    draftId: null,
    idempotencyKey: key,
    submittedOrderNumber: null,
    submitType,
    orderType: orderTypeFor(submitType),
    currency: DRAFT_DEFAULTS.currency,
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

/**
 * SPEC.md §4: changing the submit type resets the saved order items and related state — the cards, the
 * photos of those cards and the acknowledgements about them, and the order type. The currency, the
 * shipping choice, the payment method and the server draft it belongs to are kept.
 */
export function changeSubmitType(draft: OrderDraft, submitType: SubmitType): OrderDraft {
  if (draft.submitType === submitType) return draft;
  const fresh = emptyDraft(submitType);
  return {
    ...fresh,
    draftId: draft.draftId,
    currency: draft.currency,
    shippingMethod: draft.shippingMethod,
    shippingAddressId: draft.shippingAddressId,
    paymentMethod: draft.paymentMethod,
  };
}

/** True when the member entered something a reset would lose (asks for a confirmation first). */
export function hasCardContent(draft: Pick<OrderDraft, 'lines' | 'reholderCards' | 'photos'>): boolean {
  const blank = newCardLine();
  const touched = (line: DraftCardLine) =>
    (Object.keys(blank) as (keyof DraftCardLine)[]).some((key) => line[key] !== blank[key] && !(typeof line[key] === 'string' && (line[key] as string).trim() === ''));
  return draft.reholderCards.length > 0 || draft.photos.length > 0 || draft.lines.length > 1 || draft.lines.some(touched);
}

const usableQuantity = (quantity: number | null | undefined) => (typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 ? quantity : 0);

interface CountableLine {
  cardCategory: CardCategory;
  isAuto?: boolean | null;
  quantity?: number | null;
}

interface CountableOrder {
  submitType: SubmitType;
  lines: CountableLine[];
  reholderCards: { card?: Pick<ReholderCardSummary, 'cardCategory'> | null }[];
}

/** Cards in the order: the sum of quantities, or one per reholder serial. */
export function cardCount(draft: CountableOrder): number {
  if (draft.submitType === 'REHOLDER') return draft.reholderCards.length;
  return draft.lines.reduce((sum, line) => sum + usableQuantity(line.quantity), 0);
}

/**
 * What the price depends on, for the quote: the browser and the server build the quote lines with this
 * same function. An unanswered auto-grading choice counts as "no" until answered.
 */
export function quoteLinesOf(draft: CountableOrder): QuoteLine[] {
  if (draft.submitType === 'REHOLDER') {
    return draft.reholderCards.map((card) => ({ cardCategory: card.card?.cardCategory ?? 'ETC', isAuto: false, quantity: 1 }));
  }
  return draft.lines.map((line) => ({
    cardCategory: line.cardCategory,
    isAuto: line.isAuto === true,
    quantity: Math.min(usableQuantity(line.quantity), MAX_CARDS_PER_ORDER),
  }));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

/**
 * Reads a stored draft. Anything that is not a draft of this version (older app, hand-edited storage)
 * gives null, and choices outside their lists fall back to the defaults, so the wizard never breaks;
 * every field is checked again by the schema before anything is sent.
 */
export function parseDraft(raw: string | null): OrderDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isObject(value) || value.version !== DRAFT_VERSION || typeof value.idempotencyKey !== 'string') return null;
    if (!Array.isArray(value.lines) || !Array.isArray(value.reholderCards) || !Array.isArray(value.photos)) return null;
    const submitType = pick(value.submitType, Object.values(SubmitType), DRAFT_DEFAULTS.submitType);
    const fresh = emptyDraft(submitType, value.idempotencyKey);
    return {
      ...fresh,
      ...(value as Partial<OrderDraft>),
      submitType,
      orderType: pick<DraftOrderType>(value.orderType, ['REG', 'EXP', 'BULK'], fresh.orderType),
      currency: pick(value.currency, Object.values(Currency), fresh.currency),
      shippingMethod: Object.values(ShippingMethod).includes(value.shippingMethod as ShippingMethod) ? (value.shippingMethod as ShippingMethod) : null,
      paymentMethod: value.paymentMethod === null ? null : pick(value.paymentMethod, Object.values(PaymentMethod), DRAFT_DEFAULTS.paymentMethod),
      lines: (value.lines as unknown[]).filter(isObject).map((line) => newCardLine(line as Partial<DraftCardLine>)),
      reholderCards: (value.reholderCards as unknown[]).filter((card): card is DraftReholderCard => isObject(card) && typeof card.serialNumber === 'string'),
      photos: (value.photos as unknown[]).filter((photo): photo is DraftPhoto => isObject(photo) && typeof photo.id === 'number'),
    };
  } catch {
    return null;
  }
}

export function loadDraft(storage: Storage | undefined): OrderDraft | null {
  try {
    return parseDraft(storage?.getItem(DRAFT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

export function storeDraft(storage: Storage | undefined, draft: OrderDraft): void {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the wizard keeps working from memory.
  }
}

export function clearDraft(storage: Storage | undefined): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // ignore
  }
}
