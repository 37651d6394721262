// GET /api/admin/certificate-flags?status=&source=&page= (docs/product/certificates.md#suspicious-certificates): the
// suspicious-certificates queue — the open entries unless another status is asked for, of one source or all, newest
// first, 20 a page, with the count of each source in that status for the source tabs. Staff only.
import type { DbOrTx } from '@/lib/server/db/client';
import type { CertificateFlagSource } from '@/lib/server/db/generated/enums';
import { FLAG_SOURCES } from '@/lib/shared/certificates/corrections';
import type { CertificateFlagPage } from '@/lib/shared/certificates/staff-views';
import type { FlagListQuery } from '@/lib/shared/schemas/certificate-admin';
import { ADMIN_PAGE_SIZE } from '@/lib/shared/schemas/admin/query-fields';
import { type OrderSession, requireStaff } from '../../orders/order-action';
import { FLAG_VIEW, flagViews } from './flag-view';

export async function listFlags(db: DbOrTx, session: OrderSession, query: FlagListQuery): Promise<CertificateFlagPage> {
  requireStaff(session);
  const status = query.status ?? 'OPEN';
  const where = { status, ...(query.source ? { source: query.source } : {}) };
  const [rows, total, grouped] = await Promise.all([
    db.certificateFlag.findMany({
      where,
      ...FLAG_VIEW,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
    }),
    db.certificateFlag.count({ where }),
    db.certificateFlag.groupBy({ by: ['source'], where: { status }, _count: { _all: true } }),
  ]);
  const counts = Object.fromEntries(FLAG_SOURCES.map((source) => [source, 0])) as Record<CertificateFlagSource, number>;
  for (const group of grouped) counts[group.source] = group._count._all;
  return { items: await flagViews(db, rows), status, source: query.source ?? null, total, page: query.page, pageSize: ADMIN_PAGE_SIZE, counts };
}
