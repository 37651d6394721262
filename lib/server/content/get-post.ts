// One published notice or event by its slug, translated to the reader's language (zh-TW fallback).
import type { DbOrTx } from '@/lib/server/db/client';
import type { PostKind } from '@/lib/server/db/generated/enums';
import { eventStatus } from '@/lib/shared/content';
import type { Locale } from '@/lib/shared/locale';
import type { PostSummary } from './list-posts';
import { pickTranslation } from './pick-translation';

export interface PostDetail extends PostSummary {
  body: string;
}

// Slugs are lowercase words joined by hyphens; anything else cannot name a post.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The post, or null when there is none of this kind and slug (or it is not yet published). */
export async function getPost(db: DbOrTx, kind: PostKind, slug: unknown, locale: Locale, now: Date = new Date()): Promise<PostDetail | null> {
  if (typeof slug !== 'string' || slug.length > 120 || !SLUG.test(slug)) return null;
  const post = await db.post.findUnique({ where: { slug }, include: { translations: true } });
  if (!post || post.kind !== kind || post.publishedAt > now) return null;
  const translation = pickTranslation(post.translations, locale);
  if (!translation) return null;
  return {
    slug: post.slug,
    kind: post.kind,
    pinned: post.pinned,
    locale: translation.locale,
    title: translation.title,
    summary: translation.summary,
    body: translation.body,
    publishedAt: post.publishedAt.toISOString(),
    startsAt: post.startsAt?.toISOString() ?? null,
    endsAt: post.endsAt?.toISOString() ?? null,
    status: kind === 'EVENT' ? eventStatus(post.startsAt, post.endsAt, now) : null,
  };
}
