// DELETE /api/admin/faq/[id]: removes a question with its translations (issue #10); the audit row keeps what it
// said. The others of its topic keep their order. ADMIN only.
import type { Db } from '@/lib/server/db/client';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { afterContentChange } from './after-change';
import { recordContentChange } from './audit';
import { contentNotFound } from './content-errors';
import { faqSnapshot } from './faq-view';
import { lockFaqEntry } from './row-locks';

export async function deleteFaqEntry(db: Db, session: AdminSession, id: number): Promise<{ id: number }> {
  const actorId = requireAdmin(session);
  await db.$transaction(async (tx) => {
    await lockFaqEntry(tx, id);
    const before = await tx.faqEntry.findUnique({ where: { id }, include: { translations: true } });
    if (!before) throw contentNotFound();
    await tx.faqEntry.delete({ where: { id } });
    await recordContentChange(tx, { actorId, action: 'faq.deleted', entity: 'FaqEntry', entityId: id, from: faqSnapshot(before), to: null });
  });
  await afterContentChange('faq');
  return { id };
}
