// GET /api/admin/certificate-flags/counts: how many entries of the suspicious-certificates queue wait for a decision,
// per source (docs/product/certificates.md#suspicious-certificates) — the count beside the back office's navigation
// link. One grouped count on the (status, createdAt) index. Staff only.
import type { DbOrTx } from '@/lib/server/db/client';
import type { CertificateFlagSource } from '@/lib/server/db/generated/enums';
import { FLAG_SOURCES } from '@/lib/shared/certificates/corrections';
import type { OpenFlagCounts } from '@/lib/shared/certificates/staff-views';
import { type OrderSession, requireStaff } from '../../orders/order-action';

export async function countOpenFlags(db: DbOrTx, session: OrderSession): Promise<OpenFlagCounts> {
  requireStaff(session);
  const grouped = await db.certificateFlag.groupBy({ by: ['source'], where: { status: 'OPEN' }, _count: { _all: true } });
  const bySource = Object.fromEntries(FLAG_SOURCES.map((source) => [source, 0])) as Record<CertificateFlagSource, number>;
  for (const group of grouped) bySource[group.source] = group._count._all;
  return { open: Object.values(bySource).reduce((sum, count) => sum + count, 0), bySource };
}
