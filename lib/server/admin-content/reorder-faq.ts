// PUT /api/admin/faq/order: a topic's questions in a new order (issue #10: reorder by sortOrder). The body lists every
// entry of the topic; a list that is not exactly them (one added, deleted or moved meanwhile by another admin) is a
// 409 and nothing moves. One transaction, one audit row with the order before and after. ADMIN only.
import type { Db } from '@/lib/server/db/client';
import type { FaqOrderInput } from '@/lib/shared/schemas/admin-content/faq';
import { CONTENT_ERRORS } from '@/lib/shared/schemas/admin-content/content-errors';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { AppError } from '../errors/app-error';
import { afterContentChange } from './after-change';
import { recordContentChange } from './audit';
import { lockFaqTopic } from './row-locks';

export const faqOrderChanged = () =>
  new AppError('CONFLICT', 'The questions of this topic changed meanwhile. Reload and try again.', CONTENT_ERRORS.orderChanged);

export async function reorderFaq(db: Db, session: AdminSession, input: FaqOrderInput): Promise<{ topic: string; ids: number[] }> {
  const actorId = requireAdmin(session);
  await db.$transaction(async (tx) => {
    await lockFaqTopic(tx, input.topic);
    const current = await tx.faqEntry.findMany({ where: { topic: input.topic }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }], select: { id: true } });
    const before = current.map((entry) => entry.id);
    const same = before.length === input.ids.length && input.ids.every((id) => before.includes(id));
    if (!same) throw faqOrderChanged();
    // Positions 1…n: the order is the list's, whatever numbers the rows had.
    for (const [index, id] of input.ids.entries()) await tx.faqEntry.update({ where: { id }, data: { sortOrder: index + 1 } });
    await recordContentChange(tx, { actorId, action: 'faq.reordered', entity: 'FaqEntry', entityId: input.topic, from: before, to: input.ids });
  });
  await afterContentChange('faq');
  return { topic: input.topic, ids: input.ids };
}
