// The wizard's draft in the browser's local storage, under one key while the member is on the submit
// pages (docs/product/storefront.md#local-data-rule clears it when they leave). Reading never trusts what is stored.
import { Currency, PaymentMethod, type ShippingMethod, SubmitType } from '@/lib/server/db/generated/enums';
import {
  DRAFT_DEFAULTS,
  DRAFT_VERSION,
  type DraftCardLine,
  type DraftOrderType,
  type DraftPhoto,
  type DraftReholderCard,
  type OrderDraft,
  emptyDraft,
  newCardLine,
} from './draft';
import { SHIPPING_METHODS } from './shipping';

export const DRAFT_STORAGE_KEY = 'gradingOrder';

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
      shippingMethod: SHIPPING_METHODS.includes(value.shippingMethod as ShippingMethod) ? (value.shippingMethod as ShippingMethod) : null,
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
