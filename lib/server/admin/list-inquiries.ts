// GET /api/admin/inquiries?status=&page=: the partner inquiry inbox (docs/product/storefront.md#partner-shops-and-inquiry:
// admins read and handle them; issue #10), newest first, 20 a page, with the count of each status for the filter.
import type { Db } from '@/lib/server/db/client';
import type { InquiryStatus } from '@/lib/server/db/generated/enums';
import type { AdminInquiryPage } from '@/lib/shared/admin/views';
import { INQUIRY_STATUSES, type InquiryListQuery } from '@/lib/shared/schemas/admin/inquiries';
import { ADMIN_PAGE_SIZE } from '@/lib/shared/schemas/admin/query-fields';
import { inquiryView } from './inquiry-view';
import { type AdminSession, requireAdmin } from './require-admin';

export async function listInquiries(db: Db, session: AdminSession, query: InquiryListQuery): Promise<AdminInquiryPage> {
  requireAdmin(session);
  const where = query.status ? { status: query.status } : {};
  const [rows, total, grouped] = await Promise.all([
    db.partnerInquiry.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * ADMIN_PAGE_SIZE, take: ADMIN_PAGE_SIZE }),
    db.partnerInquiry.count({ where }),
    db.partnerInquiry.groupBy({ by: ['status'], _count: { _all: true } }),
  ]);
  const counts = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as Record<InquiryStatus, number>;
  for (const group of grouped) counts[group.status] = group._count._all;
  return { items: rows.map(inquiryView), total, page: query.page, pageSize: ADMIN_PAGE_SIZE, counts };
}
