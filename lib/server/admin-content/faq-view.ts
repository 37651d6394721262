// FAQ entries as the content tools show them (issue #10): every language's question and answer.
import type { Prisma } from '@/lib/server/db/generated/client';
import { textsOf } from '@/lib/shared/admin-content/translations';
import type { AdminFaqEntry } from '@/lib/shared/admin-content/views';
import { FAQ_LIMITS, type FaqTextField } from '@/lib/shared/schemas/admin-content/faq';

export const FAQ_FIELDS = Object.keys(FAQ_LIMITS) as FaqTextField[];

export type FaqWithTranslations = Prisma.FaqEntryGetPayload<{ include: { translations: true } }>;

export function toAdminFaqEntry(entry: FaqWithTranslations): AdminFaqEntry {
  return { id: entry.id, topic: entry.topic as AdminFaqEntry['topic'], sortOrder: entry.sortOrder, translations: textsOf(entry.translations, FAQ_FIELDS) };
}

/** What the audit row keeps of an entry. */
export function faqSnapshot(entry: FaqWithTranslations) {
  const { id: _id, ...fields } = toAdminFaqEntry(entry);
  return fields;
}
