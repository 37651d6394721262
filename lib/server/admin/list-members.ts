// GET /api/admin/members?q=&role=&status=&page=: the members tool's search (issue #10), newest first, 20 a page. `q`
// matches part of the e-mail, nickname or name, the start of the public member id, or the digits of a phone number
// as typed locally (0912-345-678 finds +886912345678: the trunk 0 is dropped).
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { AdminMemberRow, Paged } from '@/lib/shared/admin/views';
import type { MemberSearchQuery } from '@/lib/shared/schemas/admin/members';
import { ADMIN_PAGE_SIZE } from '@/lib/shared/schemas/admin/query-fields';
import { MEMBER_ROW_SELECT, memberRow } from './member-views';
import { type AdminSession, requireAdmin } from './require-admin';

function phoneTerms(q: string): Prisma.MemberWhereInput[] {
  const digits = q.replace(/[\s().-]/g, '');
  if (!/^\+?\d{3,}$/.test(digits)) return [];
  const terms: Prisma.MemberWhereInput[] = [{ mbPhone: { contains: digits } }];
  if (digits.startsWith('0') && digits.length > 4) terms.push({ mbPhone: { contains: digits.slice(1) } });
  return terms;
}

export function memberSearchWhere(query: Pick<MemberSearchQuery, 'q' | 'role' | 'status'>): Prisma.MemberWhereInput {
  const { q } = query;
  const where: Prisma.MemberWhereInput = {};
  if (query.role) where.role = query.role;
  if (query.status) where.mbStatus = query.status;
  if (q) {
    where.OR = [
      { mbEmail: { contains: q, mode: 'insensitive' } },
      { mbNick: { contains: q, mode: 'insensitive' } },
      { mbName: { contains: q, mode: 'insensitive' } },
      { mbId: { startsWith: q } },
      ...phoneTerms(q),
    ];
  }
  return where;
}

export async function listMembers(db: Db, session: AdminSession, query: MemberSearchQuery): Promise<Paged<AdminMemberRow>> {
  requireAdmin(session);
  const where = memberSearchWhere(query);
  const [total, members] = await Promise.all([
    db.member.count({ where }),
    db.member.findMany({
      where,
      select: MEMBER_ROW_SELECT,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
    }),
  ]);
  return { items: members.map(memberRow), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}
