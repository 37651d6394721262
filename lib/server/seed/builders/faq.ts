import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';

type Client = Db | Prisma.TransactionClient;

export interface FaqTranslationData {
  locale: string;
  question: string;
  answer: string;
}

export interface FaqData {
  topic: string;
  sortOrder: number;
  translations: FaqTranslationData[];
}

let sequence = 0;

/** A question and answer (zh-TW unless overridden), as a nested create input. */
export function buildFaqEntry(overrides: Partial<FaqData> = {}): Prisma.FaqEntryCreateInput {
  sequence += 1;
  const { translations, ...entry } = {
    topic: 'submission',
    sortOrder: sequence,
    translations: [{ locale: 'zh-TW', question: `問題 ${sequence}？`, answer: `回答 ${sequence}。` }],
    ...overrides,
  };
  return { ...entry, translations: { create: translations.map((translation) => ({ ...translation })) } };
}

export function createFaqEntry(db: Client, overrides: Partial<FaqData> = {}) {
  return db.faqEntry.create({ data: buildFaqEntry(overrides), include: { translations: true } });
}
