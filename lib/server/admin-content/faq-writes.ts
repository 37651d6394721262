// The writes create-faq-entry.ts and update-faq-entry.ts share (issue #10): the translations (an emptied language
// is removed, so readers get the zh-TW fallback) and the place at the end of a topic.
import type { Tx } from '@/lib/server/db/client';
import { filledLanguages } from '@/lib/shared/admin-content/translations';
import type { FaqEntryInput } from '@/lib/shared/schemas/admin-content/faq';
import { FAQ_FIELDS } from './faq-view';

export const faqTranslationRows = (input: FaqEntryInput) => filledLanguages(input.translations, FAQ_FIELDS);

/** The sortOrder after the topic's last entry. */
export async function nextFaqSortOrder(tx: Tx, topic: string): Promise<number> {
  const { _max } = await tx.faqEntry.aggregate({ where: { topic }, _max: { sortOrder: true } });
  return (_max.sortOrder ?? 0) + 1;
}

export async function replaceFaqTranslations(tx: Tx, faqId: number, input: FaqEntryInput): Promise<void> {
  const rows = faqTranslationRows(input);
  await tx.faqTranslation.deleteMany({ where: { faqId, locale: { notIn: rows.map((row) => row.locale) } } });
  for (const { locale, ...texts } of rows) {
    await tx.faqTranslation.upsert({ where: { faqId_locale: { faqId, locale } }, create: { faqId, locale, ...texts }, update: texts });
  }
}
