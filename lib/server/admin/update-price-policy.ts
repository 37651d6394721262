// PUT /api/admin/price-policy/[currency]: an admin replaces one currency's prices (docs/product/pricing.md#price-policy).
// One transaction: the policy row locked, the form's copy checked against it (another admin's change since the form
// loaded is a 409 with the fresh policy, never overwritten), every amount written, and one AuditLog row with the
// prices before and after. Unchanged prices write nothing.
//
// New orders only: a submitted order keeps the quote stored on it (payments charge order.totalAmount), while a draft
// (TEMP_SAVED) is priced again from the policy when it is submitted (submit-order.ts → price-order.ts), so a draft
// saved before the change is charged the new prices. tests/integration/admin/price-policy.int.test.ts proves both.
import { recordAudit, sessionActor } from '@/lib/server/audit/record-audit';
import type { Db, Tx } from '@/lib/server/db/client';
import type { Currency } from '@/lib/server/db/generated/enums';
import type { AdminPricePolicy } from '@/lib/shared/admin/views';
import type { PricePolicyUpdateInput } from '@/lib/shared/schemas/admin/price-policy';
import { pagesShowing } from '@/lib/shared/static-pages';
import { AppError } from '../errors/app-error';
import { recordPageInvalidations } from '../static-pages/page-invalidations';
import { loadAdminPolicy, policyContent } from './admin-price-policy';
import { afterPricePolicyChange } from './after-price-policy-change';
import { type AdminSession, requireAdmin } from './require-admin';

const policyChanged = (fresh: AdminPricePolicy | null) =>
  new AppError(
    'CONFLICT',
    'Another admin changed these prices meanwhile. The form now shows them; please check and save again.',
    'admin:errors.policyChanged',
    {
      data: fresh,
    },
  );

async function writePolicy(tx: Tx, currency: Currency, input: PricePolicyUpdateInput, now: Date): Promise<void> {
  const surcharges = { autoGradingSurcharge: input.autoGradingSurcharge, jejuSurcharge: input.jejuSurcharge, reholderDefaultPrice: input.reholderDefaultPrice };
  const { id: costPolicyId } = await tx.costPolicy.upsert({
    where: { currency },
    create: { currency, ...surcharges },
    update: { ...surcharges, updatedAt: now },
    select: { id: true },
  });
  for (const { serviceName, amount, businessDays } of input.services) {
    await tx.productService.upsert({
      where: { costPolicyId_serviceName: { costPolicyId, serviceName } },
      create: { costPolicyId, serviceName, amount, businessDays: businessDays ?? null },
      update: { amount, businessDays: businessDays ?? null },
    });
  }
  for (const { category, amount } of input.categories) {
    await tx.productCardCategory.upsert({
      where: { costPolicyId_category: { costPolicyId, category } },
      create: { costPolicyId, category, amount },
      update: { amount },
    });
  }
  for (const { shippingMethod, amount } of input.deliveryCosts) {
    await tx.deliveryCost.upsert({
      where: { costPolicyId_shippingMethod: { costPolicyId, shippingMethod } },
      create: { costPolicyId, shippingMethod, amount },
      update: { amount },
    });
  }
}

export async function updatePricePolicy(
  db: Db,
  session: AdminSession,
  currency: Currency,
  input: PricePolicyUpdateInput,
  now = new Date(),
): Promise<AdminPricePolicy> {
  requireAdmin(session);
  const actor = sessionActor(session);
  const { policy, changed } = await db.$transaction(async (tx) => {
    // Two admins saving at once run one after the other; the second then sees the first one's updatedAt.
    await tx.$queryRaw`SELECT "id" FROM "CostPolicy" WHERE "currency"::text = ${currency} FOR UPDATE`;
    const before = await loadAdminPolicy(tx, currency);
    if (input.expectedUpdatedAt !== null && input.expectedUpdatedAt !== before?.updatedAt) throw policyChanged(before);
    const to = policyContent({ currency, ...input, services: input.services.map((row) => ({ ...row, businessDays: row.businessDays ?? null })) });
    const from = before ? policyContent(before) : null;
    if (from && JSON.stringify(from) === JSON.stringify(to)) return { policy: before!, changed: false };
    await writePolicy(tx, currency, input, now);
    await recordAudit(tx, { actor, action: 'admin.pricePolicy.update', entity: 'CostPolicy', entityId: currency, data: { currency, from, to } });
    // Every instance's cache learns of it with the change itself: a crash after the commit cannot lose it (decision 0027).
    await recordPageInvalidations(tx, pagesShowing('pricing', { currency }));
    return { policy: (await loadAdminPolicy(tx, currency))!, changed: true };
  });
  if (changed) {
    try {
      await afterPricePolicyChange(currency);
    } catch (error) {
      // The prices are saved; a failed follow-up (issue #11: the pricing page's revalidation) must not undo them.
      console.error(`[admin] afterPricePolicyChange(${currency}) failed`, error);
    }
  }
  return policy;
}
