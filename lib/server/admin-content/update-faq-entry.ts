// PUT /api/admin/faq/[id]: the admin saves a question and answer (issue #10). Moved to another topic, it goes to that
// topic's end. One transaction with the audit row of the values before and after. ADMIN only.
import type { Db } from '@/lib/server/db/client';
import type { AdminFaqEntry } from '@/lib/shared/admin-content/views';
import type { FaqEntryInput } from '@/lib/shared/schemas/admin-content/faq';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { afterContentChange } from './after-change';
import { recordContentChange } from './audit';
import { contentNotFound } from './content-errors';
import { nextFaqSortOrder, replaceFaqTranslations } from './faq-writes';
import { faqSnapshot, toAdminFaqEntry } from './faq-view';
import { lockFaqEntry, lockFaqTopic } from './row-locks';

export async function updateFaqEntry(db: Db, session: AdminSession, id: number, input: FaqEntryInput): Promise<AdminFaqEntry> {
  const actorId = requireAdmin(session);
  const entry = await db.$transaction(async (tx) => {
    await lockFaqEntry(tx, id);
    const before = await tx.faqEntry.findUnique({ where: { id }, include: { translations: true } });
    if (!before) throw contentNotFound();
    let sortOrder = before.sortOrder;
    if (before.topic !== input.topic) {
      await lockFaqTopic(tx, input.topic);
      sortOrder = await nextFaqSortOrder(tx, input.topic);
    }
    await tx.faqEntry.update({ where: { id }, data: { topic: input.topic, sortOrder } });
    await replaceFaqTranslations(tx, id, input);
    const after = await tx.faqEntry.findUniqueOrThrow({ where: { id }, include: { translations: true } });
    await recordContentChange(tx, { actorId, action: 'faq.updated', entity: 'FaqEntry', entityId: id, from: faqSnapshot(before), to: faqSnapshot(after) });
    return after;
  });
  await afterContentChange('faq');
  return toAdminFaqEntry(entry);
}
