// PUT /api/admin/orders/[orderNumber]/cards/[cardId]/check: staff record what they found on one card (issue #10;
// docs/product/grading.md#correspond-check) — the correspond check (OK, OMITTED, MISS_INPUT with the corrected card
// information, UNGRADABLE) while the order is at WAREHOUSE_IN, and the VSC and defect notes from WAREHOUSE_IN until
// scoring (docs/product/order-lifecycle.md#staff-steps). Every change writes an AuditLog row about the card with the
// old and the new value — a correction keeps the member's original card information there. A corrected card keeps
// its paid price: the order is never repriced. Answers the order page as it is now.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db, Tx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import type { CardCheckInput, CorrectedCardInput, MatchRestInput } from '@/lib/shared/schemas/lab';
import { AUDIT_ACTIONS, type AuditAction } from '@/lib/shared/lab/audit-actions';
import { AppError } from '../errors/app-error';
import type { OrderSession, StaffActor } from '../orders/order-action';
import { type LabCard, cardOf, labNotAllowed, runStaffAction, staffOrderNow } from './staff-action';

export const checkLocked = () => new AppError('CONFLICT', "A card's correspond check can only change at warehouse-in.", 'labApi:errors.checkLocked');
export const cardRefunded = () => new AppError('CONFLICT', 'This card has been cancelled and refunded.', 'labApi:errors.cardRefunded');
export const uncheckedCardsChanged = () =>
  new AppError('CONFLICT', 'The cards still to check are not the ones shown: nothing was marked.', 'labApi:errors.uncheckedCardsChanged');

const CARD_FIELDS = ['cardCategory', 'sportsType', 'playerName', 'brand', 'setName', 'year', 'cardNumber', 'description'] as const;
type CardInfo = Pick<LabCard, (typeof CARD_FIELDS)[number]>;

/** The corrected information as the columns store it (a blank text is no value). */
function stored(card: CorrectedCardInput): CardInfo {
  const text = (value: string | undefined) => value || null;
  return {
    cardCategory: card.cardCategory,
    sportsType: card.sportsType,
    playerName: text(card.playerName),
    brand: text(card.brand),
    setName: text(card.setName),
    year: card.year ?? null,
    cardNumber: text(card.cardNumber),
    description: text(card.description),
  };
}

const infoOf = (card: CardInfo): CardInfo => Object.fromEntries(CARD_FIELDS.map((field) => [field, card[field]])) as CardInfo;
const sameInfo = (a: CardInfo, b: CardInfo) => CARD_FIELDS.every((field) => a[field] === b[field]);

async function audit(tx: Tx, actor: StaffActor, card: LabCard, action: AuditAction, data: Prisma.InputJsonObject) {
  await recordAudit(tx, { actor, action, entity: 'GradingOrderItem', entityId: String(card.id), data });
}

export async function checkCard(
  db: Db,
  session: OrderSession,
  orderNumber: string,
  cardId: number,
  input: CardCheckInput,
  now = new Date(),
): Promise<StaffOrderDetail> {
  await runStaffAction(db, session, orderNumber, input, async (tx, context) => {
    if (!context.actions.checkCards) throw labNotAllowed();
    const card = cardOf(context, cardId);
    if (card.refundId !== null) throw cardRefunded();
    const atWarehouseIn = context.order.gradingOrderProcessingStatus === 'WAREHOUSE_IN';
    const actor = context.actor;
    const data: Prisma.GradingOrderItemUpdateInput = {};

    const corrected = input.correspondCheck === 'MISS_INPUT' && input.card ? stored(input.card) : null;
    const checkChanges = input.correspondCheck !== card.correspondCheck;
    const infoChanges = corrected !== null && !sameInfo(corrected, infoOf(card));
    if ((checkChanges || infoChanges) && !atWarehouseIn) throw checkLocked();
    if (checkChanges) {
      Object.assign(data, { correspondCheck: input.correspondCheck, checkedAt: now });
      await audit(tx, actor, card, AUDIT_ACTIONS.cardChecked, { from: card.correspondCheck, to: input.correspondCheck });
    }
    if (corrected && infoChanges) {
      Object.assign(data, corrected, { checkedAt: now });
      // The member's card information as they entered it stays in the audit trail.
      await audit(tx, actor, card, AUDIT_ACTIONS.cardCorrected, { from: infoOf(card), to: corrected } as unknown as Prisma.InputJsonObject);
    }
    for (const field of ['vscNote', 'defectNote'] as const) {
      const value = input[field];
      if (value === undefined || value === card[field]) continue;
      data[field] = value;
      await audit(tx, actor, card, AUDIT_ACTIONS[field], { from: card[field], to: value });
    }
    if (Object.keys(data).length > 0) await tx.gradingOrderItem.update({ where: { id: card.id }, data });
  });
  return staffOrderNow(db, session, orderNumber);
}

/**
 * POST …/cards/match-rest (issue #24): every card still unchecked is marked OK in one transaction — the exceptions were
 * marked one by one before, and keep their result. The same guards as one card's check (staff, the order as the page
 * showed it, the check open, only at warehouse-in) and the same audit row per card; refused whole when the unchecked
 * cards are not exactly the ones the page showed (decision: a card nobody looked at is never called matching).
 */
export async function matchRemainingCards(
  db: Db,
  session: OrderSession,
  orderNumber: string,
  input: MatchRestInput,
  now = new Date(),
): Promise<StaffOrderDetail> {
  await runStaffAction(db, session, orderNumber, input, async (tx, context) => {
    if (!context.actions.checkCards) throw labNotAllowed();
    if (context.order.gradingOrderProcessingStatus !== 'WAREHOUSE_IN') throw checkLocked();
    const unchecked = context.cards.filter((card) => card.correspondCheck === 'NOT_DETERMINED' && card.refundId === null);
    const shown = new Set(input.cardIds);
    if (unchecked.length === 0 || unchecked.length !== shown.size || unchecked.some((card) => !shown.has(card.id))) throw uncheckedCardsChanged();
    await tx.gradingOrderItem.updateMany({ where: { id: { in: unchecked.map((card) => card.id) } }, data: { correspondCheck: 'OK', checkedAt: now } });
    for (const card of unchecked) await audit(tx, context.actor, card, AUDIT_ACTIONS.cardChecked, { from: card.correspondCheck, to: 'OK', together: true });
  });
  return staffOrderNow(db, session, orderNumber);
}
