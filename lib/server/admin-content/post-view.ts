// A post row as the content tools show it (issue #10): the editor's copy with every language, and the list's row.
import type { Prisma } from '@/lib/server/db/generated/client';
import { eventStatus } from '@/lib/shared/content';
import { languagesOf, textsOf } from '@/lib/shared/admin-content/translations';
import type { AdminPost, AdminPostRow } from '@/lib/shared/admin-content/views';
import { DEFAULT_LOCALE } from '@/lib/shared/locale';
import { POST_TEXT_LIMITS, type PostTextField } from '@/lib/shared/schemas/admin-content/post';

export const POST_FIELDS = Object.keys(POST_TEXT_LIMITS) as PostTextField[];

export type PostWithTranslations = Prisma.PostGetPayload<{ include: { translations: true } }>;

/** What the editor's copy and the list's row both show of a post. */
function postBasics(post: PostWithTranslations) {
  return {
    id: post.id,
    kind: post.kind,
    slug: post.slug,
    pinned: post.pinned,
    publishedAt: post.publishedAt.toISOString(),
    startsAt: post.startsAt?.toISOString() ?? null,
    endsAt: post.endsAt?.toISOString() ?? null,
  };
}

export function toAdminPost(post: PostWithTranslations): AdminPost {
  return {
    ...postBasics(post),
    translations: textsOf(post.translations, POST_FIELDS),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

/** What the audit row keeps of a post: everything an admin can change. */
export function postSnapshot(post: PostWithTranslations) {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = toAdminPost(post);
  return fields;
}

export function toAdminPostRow(post: PostWithTranslations, now: Date): AdminPostRow {
  const texts = textsOf(post.translations, POST_FIELDS);
  const languages = languagesOf(texts, POST_FIELDS);
  return {
    ...postBasics(post),
    updatedAt: post.updatedAt.toISOString(),
    // Posts written before the tools may lack zh-TW: then the first language they have.
    title: texts[DEFAULT_LOCALE].title || post.translations[0]?.title || post.slug,
    languages,
    scheduled: post.publishedAt > now,
    eventStatus: post.kind === 'EVENT' ? eventStatus(post.startsAt, post.endsAt, now) : null,
  };
}
