// The writes create-post.ts and update-post.ts share (issue #10): the row's fields from the editor's input, the
// translations (a language left empty is removed, so readers get the zh-TW fallback), the slug's uniqueness.
import type { Tx } from '@/lib/server/db/client';
import { filledLanguages } from '@/lib/shared/admin-content/translations';
import type { PostInput } from '@/lib/shared/schemas/admin-content/post';
import { slugTaken } from './content-errors';
import { POST_FIELDS } from './post-view';

export function postData(input: PostInput) {
  const date = (value: string | null | undefined) => (value ? new Date(value) : null);
  return {
    slug: input.slug,
    pinned: input.pinned,
    publishedAt: new Date(input.publishedAt),
    startsAt: date(input.startsAt),
    endsAt: date(input.endsAt),
  };
}

export const postTranslationRows = (input: PostInput) => filledLanguages(input.translations, POST_FIELDS);

/** The slug is free, or this post's own (a friendly 409 under the field; the unique index still decides races). */
export async function assertSlugFree(tx: Tx, slug: string, ownId: number | null): Promise<void> {
  const holder = await tx.post.findUnique({ where: { slug }, select: { id: true } });
  if (holder && holder.id !== ownId) throw slugTaken();
}

export async function replacePostTranslations(tx: Tx, postId: number, input: PostInput): Promise<void> {
  const rows = postTranslationRows(input);
  await tx.postTranslation.deleteMany({ where: { postId, locale: { notIn: rows.map((row) => row.locale) } } });
  for (const { locale, ...texts } of rows) {
    await tx.postTranslation.upsert({ where: { postId_locale: { postId, locale } }, create: { postId, locale, ...texts }, update: texts });
  }
}
