import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { PostKind } from '@/lib/server/db/generated/enums';

type Client = Db | Prisma.TransactionClient;

export interface PostTranslationData {
  locale: string;
  title: string;
  summary: string;
  body: string;
}

export interface PostData {
  kind: PostKind;
  slug: string;
  pinned?: boolean;
  publishedAt?: Date;
  startsAt?: Date | null;
  endsAt?: Date | null;
  translations: PostTranslationData[];
}

let sequence = 0;

/** A notice (unless overridden) with its translations, as a nested create input. */
export function buildPost(overrides: Partial<PostData> = {}): Prisma.PostCreateInput {
  sequence += 1;
  const { translations, ...post } = {
    kind: 'NOTICE' as PostKind,
    slug: `post-${Date.now().toString(36)}-${sequence}`,
    translations: [{ locale: 'zh-TW', title: `公告 ${sequence}`, summary: `摘要 ${sequence}`, body: `內文第一段。\n\n內文第二段。` }],
    ...overrides,
  };
  return { ...post, translations: { create: translations.map((translation) => ({ ...translation })) } };
}

export function createPost(db: Client, overrides: Partial<PostData> = {}) {
  return db.post.create({ data: buildPost(overrides), include: { translations: true } });
}
