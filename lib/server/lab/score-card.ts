// PUT /api/admin/orders/[orderNumber]/cards/[cardId]/score: a grader scores one card (issue #10) at
// CARD_DEFECT_CHECKED — the four subgrades, measured centering, the autograph grade — and the shared gradeCard()
// decides the grade, the centering cap and the "A" mark (docs/product/grading.md#final-grade-rule,
// docs/product/grading.md#centering-tolerances, docs/product/grading.md#minimum-grade-and-the-a-mark,
// docs/product/grading.md#autograph-grade). The first score allocates the card's serial in this transaction
// (docs/product/grading.md#certificate-serials; allocateSerials redraws collisions under its lock) and creates the
// Certificate with the card's information, owned by the order's member; scoring again before CARD_SCORED updates it
// and keeps the serial. An AuditLog row about the certificate keeps the old and the new result. Only OK and
// MISS_INPUT cards are graded; reholder orders never are.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { type CardGrade, gradeCard } from '@/lib/shared/grading/final-grade';
import type { Grade } from '@/lib/shared/grading/scale';
import { AUTHENTIC_MARK } from '@/lib/shared/grading/scale';
import { GRADABLE_CHECKS } from '@/lib/shared/lab/staff-actions';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import type { ScoreInput } from '@/lib/shared/schemas/lab';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { allocateSerials } from '../certificates/serial';
import { claimCodeColumns } from '../claims/claim-code-crypto';
import { AppError } from '../errors/app-error';
import type { OrderSession } from '../orders/order-action';
import { fieldErrors } from '../orders/order-errors';
import { cardRefunded } from './check-card';
import { cardOf, labNotAllowed, runStaffAction, staffOrderNow } from './staff-action';

export const cardNotGradable = () =>
  new AppError('CONFLICT', 'Only cards checked OK or with corrected information are scored.', 'labApi:errors.cardNotGradable');
export const reholderNotScored = () => new AppError('CONFLICT', 'Cards of a reholder order are not scored again.', 'labApi:errors.reholderNotScored');

const blankIsNull = (ratio: string) => ratio || null;

/** The result as the audit trail shows it: the grade, or "A". */
const shownGrade = (result: { grade: number | null; authentic: boolean }) => (result.authentic ? AUTHENTIC_MARK : String(result.grade));

export async function scoreCard(
  db: Db,
  session: OrderSession,
  orderNumber: string,
  cardId: number,
  input: ScoreInput,
  now = new Date(),
): Promise<StaffOrderDetail> {
  await runStaffAction(db, session, orderNumber, input, async (tx, context) => {
    if (context.order.submitType === 'REHOLDER') throw reholderNotScored();
    if (!context.actions.scoreCards) throw labNotAllowed();
    const card = cardOf(context, cardId);
    if (card.refundId !== null) throw cardRefunded();
    if (!GRADABLE_CHECKS.includes(card.correspondCheck)) throw cardNotGradable();
    // The autograph has its own grade exactly when the member asked for one (the card's isAuto).
    if (card.isAuto && input.autoGrade == null) throw fieldErrors([{ path: 'autoGrade', key: 'labApi:errors.autoGradeRequired' }]);
    if (!card.isAuto && input.autoGrade != null) throw fieldErrors([{ path: 'autoGrade', key: 'labApi:errors.autoGradeNotAuto' }]);

    const measured = Boolean(input.centeringFrontLR && input.centeringFrontTB);
    const result: CardGrade = gradeCard({
      subgrades: { surface: input.surface, edges: input.edges, corners: input.corners, centering: input.centering },
      centering: measured
        ? { frontLR: input.centeringFrontLR, frontTB: input.centeringFrontTB, backLR: input.centeringBackLR, backTB: input.centeringBackTB }
        : null,
      minimumGrade: (card.minimumGrade ?? null) as Grade | null,
      autograph: input.autoGrade ?? null,
    });
    const scored = {
      grade: result.grade,
      authentic: result.authentic,
      ...result.subgrades,
      centeringFrontLR: measured ? input.centeringFrontLR : null,
      centeringFrontTB: measured ? input.centeringFrontTB : null,
      centeringBackLR: measured ? blankIsNull(input.centeringBackLR) : null,
      centeringBackTB: measured ? blankIsNull(input.centeringBackTB) : null,
      isAuto: card.isAuto,
      autoGrade: result.autoGrade,
      gradedAt: now,
      gradedById: context.actor.id,
    };
    const existing = card.certificates[0];
    const detail = { cardId: card.id, numericGrade: result.numericGrade, centeringCap: result.centeringCap, capped: result.capped };
    if (existing) {
      await tx.certificate.update({ where: { id: existing.id }, data: scored });
      const before = {
        grade: existing.grade,
        authentic: existing.authentic,
        surface: existing.surface,
        edges: existing.edges,
        corners: existing.corners,
        centering: existing.centering,
        centeringFrontLR: existing.centeringFrontLR,
        centeringFrontTB: existing.centeringFrontTB,
        centeringBackLR: existing.centeringBackLR,
        centeringBackTB: existing.centeringBackTB,
        autoGrade: existing.autoGrade,
      };
      await recordAudit(tx, {
        actor: context.actor,
        action: AUDIT_ACTIONS.rescored,
        entity: 'Certificate',
        entityId: existing.serial,
        data: {
          from: shownGrade(existing),
          to: shownGrade(result),
          ...detail,
          before,
          after: { ...scored, gradedAt: now.toISOString() },
        } as Prisma.InputJsonObject,
      });
      return;
    }
    const [serial] = await allocateSerials(tx, 1);
    await tx.certificate.create({
      data: {
        ...scored,
        serial: serial!,
        gradingOrderItemId: card.id,
        // The card joins its owner's collection as it is graded (issue #25): the order's member owns it from now on.
        memberId: context.order.memberId,
        ownedSince: now,
        // The owner's one-time claim code, issued with the certificate (docs/decisions/0035-claim-codes.md).
        ...claimCodeColumns(serial!, now),
        cardCategory: card.cardCategory,
        sportsType: card.sportsType,
        year: card.year,
        brand: card.brand,
        setName: card.setName,
        cardNumber: card.cardNumber,
        // The certificate names the card by its player or character; a line without one by its signer.
        playerName: card.playerName ?? card.signer ?? '',
        description: card.description,
      },
    });
    await recordAudit(tx, {
      actor: context.actor,
      action: AUDIT_ACTIONS.graded,
      entity: 'Certificate',
      entityId: serial!,
      data: { from: null, to: shownGrade(result), ...detail, after: { ...scored, gradedAt: now.toISOString() } } as Prisma.InputJsonObject,
    });
  });
  return staffOrderNow(db, session, orderNumber);
}
