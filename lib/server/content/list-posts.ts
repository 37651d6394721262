// Published notices or events, translated to the reader's language (zh-TW when a translation is missing).
import type { DbOrTx } from '@/lib/server/db/client';
import type { PostKind } from '@/lib/server/db/generated/enums';
import { type EventStatus, eventStatus } from '@/lib/shared/content';
import type { Locale } from '@/lib/shared/locale';
import { pickTranslation } from './pick-translation';

/** A post as pages receive it: dates are ISO strings, ready for getServerSideProps. */
export interface PostSummary {
  slug: string;
  kind: PostKind;
  pinned: boolean;
  /** The language of title, summary and body (differs from the requested one after a fallback). */
  locale: string;
  title: string;
  summary: string;
  publishedAt: string;
  startsAt: string | null;
  endsAt: string | null;
  /** Events only; null for notices. */
  status: EventStatus | null;
}

export interface ListPostsOptions {
  take?: number;
  now?: Date;
}

const STATUS_RANK: Record<EventStatus, number> = { ongoing: 0, upcoming: 1, ended: 2 };

export async function listPosts(db: DbOrTx, kind: PostKind, locale: Locale, options: ListPostsOptions = {}): Promise<PostSummary[]> {
  const now = options.now ?? new Date();
  const posts = await db.post.findMany({
    // Posts dated in the future are scheduled, not yet public.
    where: { kind, publishedAt: { lte: now } },
    orderBy: [{ pinned: 'desc' }, { publishedAt: 'desc' }, { id: 'desc' }],
    take: Math.min(Math.max(options.take ?? 50, 1), 100),
    include: { translations: true },
  });
  const summaries: PostSummary[] = [];
  for (const post of posts) {
    const translation = pickTranslation(post.translations, locale);
    if (!translation) continue;
    summaries.push({
      slug: post.slug,
      kind: post.kind,
      pinned: post.pinned,
      locale: translation.locale,
      title: translation.title,
      summary: translation.summary,
      publishedAt: post.publishedAt.toISOString(),
      startsAt: post.startsAt?.toISOString() ?? null,
      endsAt: post.endsAt?.toISOString() ?? null,
      status: kind === 'EVENT' ? eventStatus(post.startsAt, post.endsAt, now) : null,
    });
  }
  if (kind === 'EVENT') {
    // Running events first, then the next ones (soonest first), then past ones (latest first).
    summaries.sort((a, b) => {
      const byStatus = STATUS_RANK[a.status ?? 'ongoing'] - STATUS_RANK[b.status ?? 'ongoing'];
      if (byStatus !== 0) return byStatus;
      const start = (p: PostSummary) => new Date(p.startsAt ?? p.publishedAt).getTime();
      return a.status === 'upcoming' ? start(a) - start(b) : start(b) - start(a);
    });
  }
  return summaries;
}
