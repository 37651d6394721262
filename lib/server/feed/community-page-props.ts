// getStaticProps of /community (issue #25, docs/decisions/0014-static-pages.md): the feed's first page, generated on its
// first request after the start and cached. What changes it regenerates it at once: an album's change
// (revalidateAlbumPages), a post's (pagesShowing('notices'|'events')), staff hiding or showing. Likes do not: the cached
// counts are renewed every COMMUNITY_PAGE_SECONDS; a post scheduled for later regenerates it when its time comes.
import type { GetStaticProps } from 'next';
import { getDb } from '@/lib/server/db/client';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { catchAllSegments } from '@/lib/server/static-pages/generate-on-request';
import { secondsUntil } from '@/lib/server/static-pages/seconds-until';
import type { FeedPage } from '@/lib/shared/feed/feed-views';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { listFeed } from './list-feed';

const NAMESPACES = ['community', 'gallery'];
export const COMMUNITY_PAGE_SECONDS = 120;

export type CommunityPageProps = FeedPage;

export const communityStaticProps: GetStaticProps<CommunityPageProps> = async ({ params, locale }) => {
  if (catchAllSegments(params, 'index').length) return { notFound: true, revalidate: COMMUNITY_PAGE_SECONDS };
  const lng = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const db = await getDb();
  const now = new Date();
  const [page, next, translations] = await Promise.all([
    listFeed(db, { locale: lng, now }),
    db.feedItem.findFirst({ where: { createdAt: { gt: now }, hiddenAt: null }, orderBy: { createdAt: 'asc' }, select: { createdAt: true } }),
    pageTranslations(lng, NAMESPACES),
  ]);
  const revalidate = Math.min(COMMUNITY_PAGE_SECONDS, secondsUntil(next?.createdAt ?? null, now) ?? COMMUNITY_PAGE_SECONDS);
  return { props: { ...page, ...translations }, revalidate };
};
