// The FAQ grouped by topic, translated to the reader's language (zh-TW when a translation is missing).
import type { DbOrTx } from '@/lib/server/db/client';
import { faqTopicRank } from '@/lib/shared/content';
import type { Locale } from '@/lib/shared/locale';
import { pickTranslation } from './pick-translation';

export interface FaqItem {
  id: number;
  locale: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  topic: string;
  items: FaqItem[];
}

export async function listFaq(db: DbOrTx, locale: Locale): Promise<FaqGroup[]> {
  const entries = await db.faqEntry.findMany({
    orderBy: [{ topic: 'asc' }, { sortOrder: 'asc' }, { id: 'asc' }],
    include: { translations: true },
  });
  const groups = new Map<string, FaqItem[]>();
  for (const entry of entries) {
    const translation = pickTranslation(entry.translations, locale);
    if (!translation) continue;
    const items = groups.get(entry.topic) ?? [];
    items.push({ id: entry.id, locale: translation.locale, question: translation.question, answer: translation.answer });
    groups.set(entry.topic, items);
  }
  return [...groups.entries()]
    .map(([topic, items]) => ({ topic, items }))
    .sort((a, b) => faqTopicRank(a.topic) - faqTopicRank(b.topic) || a.topic.localeCompare(b.topic));
}
