// PUT /api/admin/partners/[id]/active { isActive }: shows or hides a partner shop on /partner-shop (issue #10;
// docs/product/storefront.md#partner-shops-and-inquiry lists the active shops). Hiding keeps the shop and its
// history, unlike a deletion. Setting what is already set changes nothing and writes no audit row. ADMIN only.
import type { Db } from '@/lib/server/db/client';
import type { AdminPartnerShop } from '@/lib/shared/admin-content/views';
import type { PartnerShopActiveInput } from '@/lib/shared/schemas/admin-content/partner-shop';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { afterContentChange } from './after-change';
import { recordContentChange } from './audit';
import { contentNotFound } from './content-errors';
import { toAdminPartnerShop } from './partner-shop-view';
import { lockPartnerShop } from './row-locks';

export async function setPartnerShopActive(db: Db, session: AdminSession, id: number, input: PartnerShopActiveInput): Promise<AdminPartnerShop> {
  const actorId = requireAdmin(session);
  const { shop, changed } = await db.$transaction(async (tx) => {
    await lockPartnerShop(tx, id);
    const before = await tx.partnerShop.findUnique({ where: { id }, include: { translations: true } });
    if (!before) throw contentNotFound();
    if (before.isActive === input.isActive) return { shop: before, changed: false };
    const after = await tx.partnerShop.update({ where: { id }, data: { isActive: input.isActive }, include: { translations: true } });
    await recordContentChange(tx, {
      actorId,
      action: input.isActive ? 'partnerShop.activated' : 'partnerShop.deactivated',
      entity: 'PartnerShop',
      entityId: id,
      from: { isActive: before.isActive },
      to: { isActive: after.isActive },
    });
    return { shop: after, changed: true };
  });
  if (changed) await afterContentChange('partners');
  return toAdminPartnerShop(shop);
}
