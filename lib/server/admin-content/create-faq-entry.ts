// POST /api/admin/faq: a new question and answer, at the end of its topic (issue #10). One transaction with its audit
// row; the FAQ page is told after the commit. ADMIN only.
import type { Db } from '@/lib/server/db/client';
import type { AdminFaqEntry } from '@/lib/shared/admin-content/views';
import type { FaqEntryInput } from '@/lib/shared/schemas/admin-content/faq';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { afterContentChange } from './after-change';
import { recordContentChange } from './audit';
import { faqTranslationRows, nextFaqSortOrder } from './faq-writes';
import { faqSnapshot, toAdminFaqEntry } from './faq-view';
import { lockFaqTopic } from './row-locks';

export async function createFaqEntry(db: Db, session: AdminSession, input: FaqEntryInput): Promise<AdminFaqEntry> {
  const actorId = requireAdmin(session);
  const entry = await db.$transaction(async (tx) => {
    // The topic's rows stay still until the new one is last (a reorder waits, or goes first).
    await lockFaqTopic(tx, input.topic);
    const created = await tx.faqEntry.create({
      data: { topic: input.topic, sortOrder: await nextFaqSortOrder(tx, input.topic), translations: { create: faqTranslationRows(input) } },
      include: { translations: true },
    });
    await recordContentChange(tx, { actorId, action: 'faq.created', entity: 'FaqEntry', entityId: created.id, from: null, to: faqSnapshot(created) });
    return created;
  });
  await afterContentChange('faq');
  return toAdminFaqEntry(entry);
}
