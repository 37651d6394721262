// GET /api/admin/price-policy: every currency's price policy for the admin's form (docs/product/pricing.md#price-policy),
// with the time each last changed; a currency without a stored policy is null (saving its form creates it).
import type { Db } from '@/lib/server/db/client';
import type { AdminPricePolicies } from '@/lib/shared/admin/views';
import { CURRENCIES } from '@/lib/shared/price-policy';
import { loadAdminPolicy } from './admin-price-policy';
import { type AdminSession, requireAdmin } from './require-admin';

export async function getAdminPricePolicies(db: Db, session: AdminSession): Promise<AdminPricePolicies> {
  requireAdmin(session);
  const policies = [];
  for (const currency of CURRENCIES) policies.push({ currency, policy: await loadAdminPolicy(db, currency) });
  return { policies };
}
