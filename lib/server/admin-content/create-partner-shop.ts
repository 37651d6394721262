// POST /api/admin/partners: a new partner shop with its translations (issue #10;
// docs/product/storefront.md#partner-shops-and-inquiry). One transaction with its audit row; /partner-shop is told
// after the commit. ADMIN only.
import type { Db } from '@/lib/server/db/client';
import { filledLanguages } from '@/lib/shared/admin-content/translations';
import type { AdminPartnerShop } from '@/lib/shared/admin-content/views';
import type { PartnerShopInput } from '@/lib/shared/schemas/admin-content/partner-shop';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { afterContentChange } from './after-change';
import { recordContentChange } from './audit';
import { PARTNER_FIELDS, partnerShopData, partnerShopSnapshot, toAdminPartnerShop } from './partner-shop-view';

export async function createPartnerShop(db: Db, session: AdminSession, input: PartnerShopInput): Promise<AdminPartnerShop> {
  const actorId = requireAdmin(session);
  const shop = await db.$transaction(async (tx) => {
    const created = await tx.partnerShop.create({
      data: { ...partnerShopData(input), translations: { create: filledLanguages(input.translations, PARTNER_FIELDS) } },
      include: { translations: true },
    });
    await recordContentChange(tx, {
      actorId,
      action: 'partnerShop.created',
      entity: 'PartnerShop',
      entityId: created.id,
      from: null,
      to: partnerShopSnapshot(created),
    });
    return created;
  });
  await afterContentChange('partners');
  return toAdminPartnerShop(shop);
}
