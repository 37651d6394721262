// POST /api/admin/coupons and PATCH /api/admin/coupons/[id]: staff (ADMIN) create and change coupons, deactivating
// one with its active switch (docs/product/payments.md#coupons, docs/decisions/0039-coupons.md). Validated with the
// admin form's own schema (lib/shared/schemas/coupon.ts); one transaction with its audit row. Once a coupon has been
// used its terms (code, kind, value, currency) stay as they were — a member's order was priced with them — and only
// its dates, limits, order types and active switch change; the total limit never goes below the uses so far.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { AdminCoupon } from '@/lib/shared/coupons/views';
import type { CouponInput } from '@/lib/shared/schemas/coupon';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { couponError } from './coupon-errors';
import { couponSnapshot, toAdminCoupon } from './coupon-view';

const columns = (input: CouponInput) => ({
  code: input.code,
  kind: input.kind,
  value: input.value,
  currency: input.currency,
  minOrderAmount: input.minOrderAmount,
  orderTypes: [...input.orderTypes],
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  maxUses: input.maxUses ?? null,
  maxUsesPerMember: input.maxUsesPerMember,
  active: input.active,
});

/** The unique code index refused the row (P2002): another coupon has this code. */
const isCodeTaken = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002';

export async function createCoupon(db: Db, session: AdminSession, input: CouponInput): Promise<AdminCoupon> {
  const actorId = requireAdmin(session);
  try {
    return await db.$transaction(async (tx) => {
      const created = await tx.coupon.create({ data: { ...columns(input), createdById: actorId } });
      await recordAudit(tx, {
        actor: { id: actorId, role: 'ADMIN' },
        action: 'coupon.created',
        entity: 'Coupon',
        entityId: created.id,
        data: { from: null, to: couponSnapshot(created) },
      });
      return toAdminCoupon(created);
    });
  } catch (error) {
    if (isCodeTaken(error)) throw couponError('codeTaken');
    throw error;
  }
}

const TERMS = ['code', 'kind', 'value', 'currency'] as const;

export async function updateCoupon(db: Db, session: AdminSession, id: number, input: CouponInput): Promise<AdminCoupon> {
  const actorId = requireAdmin(session);
  try {
    return await db.$transaction(async (tx) => {
      // The row locked: an apply raising usedCount meanwhile waits, so the limit check below sees every use.
      const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Coupon" WHERE "id" = ${id} FOR UPDATE`;
      if (!row) throw couponError('couponNotFound');
      const before = await tx.coupon.findUniqueOrThrow({ where: { id } });
      const next = columns(input);
      const used = await tx.couponRedemption.count({ where: { couponId: id } });
      if (used > 0 && TERMS.some((name) => next[name] !== before[name])) throw couponError('termsLocked');
      if (next.maxUses !== null && next.maxUses < before.usedCount) throw couponError('maxUsesBelowUsed');
      const after = await tx.coupon.update({ where: { id }, data: next });
      await recordAudit(tx, {
        actor: { id: actorId, role: 'ADMIN' },
        action: 'coupon.updated',
        entity: 'Coupon',
        entityId: id,
        data: { from: couponSnapshot(before), to: couponSnapshot(after) },
      });
      return toAdminCoupon(after);
    });
  } catch (error) {
    if (isCodeTaken(error)) throw couponError('codeTaken');
    throw error;
  }
}
