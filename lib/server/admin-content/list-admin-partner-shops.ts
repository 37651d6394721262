// GET /api/admin/partners: every partner shop, inactive ones too, in the public page's order (sortOrder, then id)
// with every translation (issue #10). ADMIN only.
import type { DbOrTx } from '@/lib/server/db/client';
import type { AdminPartnerShop } from '@/lib/shared/admin-content/views';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { toAdminPartnerShop } from './partner-shop-view';

export async function listAdminPartnerShops(db: DbOrTx, session: AdminSession): Promise<AdminPartnerShop[]> {
  requireAdmin(session);
  const shops = await db.partnerShop.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }], include: { translations: true } });
  return shops.map(toAdminPartnerShop);
}
