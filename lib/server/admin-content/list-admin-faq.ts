// GET /api/admin/faq: every FAQ entry by topic, in the FAQ page's order (lib/shared/content.ts `faqTopicRank`) and
// each topic's sortOrder (issue #10). Every known topic is listed, empty ones too, so the admin can add to them.
// ADMIN only.
import type { DbOrTx } from '@/lib/server/db/client';
import { FAQ_TOPICS, faqTopicRank } from '@/lib/shared/content';
import type { AdminFaqEntry, AdminFaqGroup } from '@/lib/shared/admin-content/views';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { toAdminFaqEntry } from './faq-view';

export async function listAdminFaq(db: DbOrTx, session: AdminSession): Promise<AdminFaqGroup[]> {
  requireAdmin(session);
  const entries = await db.faqEntry.findMany({ orderBy: [{ topic: 'asc' }, { sortOrder: 'asc' }, { id: 'asc' }], include: { translations: true } });
  const groups = new Map<string, AdminFaqEntry[]>(FAQ_TOPICS.map((topic) => [topic, []]));
  for (const entry of entries) {
    const list = groups.get(entry.topic) ?? [];
    list.push(toAdminFaqEntry(entry));
    groups.set(entry.topic, list);
  }
  return [...groups.entries()]
    .map(([topic, list]) => ({ topic, entries: list }))
    .sort((a, b) => faqTopicRank(a.topic) - faqTopicRank(b.topic) || a.topic.localeCompare(b.topic));
}
