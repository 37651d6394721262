// PUT /api/admin/partners/[id]: the admin saves a partner shop (issue #10): its fields, position, activity and
// translations (an emptied language is removed: visitors then see the shop's own name, city and address). One
// transaction with the audit row of the values before and after. ADMIN only.
import type { Db } from '@/lib/server/db/client';
import { filledLanguages } from '@/lib/shared/admin-content/translations';
import type { AdminPartnerShop } from '@/lib/shared/admin-content/views';
import type { PartnerShopInput } from '@/lib/shared/schemas/admin-content/partner-shop';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { afterContentChange } from './after-change';
import { recordContentChange } from './audit';
import { contentNotFound } from './content-errors';
import { PARTNER_FIELDS, partnerShopData, partnerShopSnapshot, toAdminPartnerShop } from './partner-shop-view';
import { lockPartnerShop } from './row-locks';

export async function updatePartnerShop(db: Db, session: AdminSession, id: number, input: PartnerShopInput): Promise<AdminPartnerShop> {
  const actorId = requireAdmin(session);
  const shop = await db.$transaction(async (tx) => {
    await lockPartnerShop(tx, id);
    const before = await tx.partnerShop.findUnique({ where: { id }, include: { translations: true } });
    if (!before) throw contentNotFound();
    await tx.partnerShop.update({ where: { id }, data: partnerShopData(input) });
    const rows = filledLanguages(input.translations, PARTNER_FIELDS);
    await tx.partnerShopTranslation.deleteMany({ where: { shopId: id, locale: { notIn: rows.map((row) => row.locale) } } });
    for (const { locale, ...texts } of rows) {
      await tx.partnerShopTranslation.upsert({ where: { shopId_locale: { shopId: id, locale } }, create: { shopId: id, locale, ...texts }, update: texts });
    }
    const after = await tx.partnerShop.findUniqueOrThrow({ where: { id }, include: { translations: true } });
    await recordContentChange(tx, {
      actorId,
      action: 'partnerShop.updated',
      entity: 'PartnerShop',
      entityId: id,
      from: partnerShopSnapshot(before),
      to: partnerShopSnapshot(after),
    });
    return after;
  });
  await afterContentChange('partners');
  return toAdminPartnerShop(shop);
}
