// getStaticProps of /notices and /events and their articles (docs/product/storefront.md#content-pages): one optional
// catch-all per kind, generated on the first request after the start and cached (docs/decisions/0014-static-pages.md).
// An edit regenerates the list and the article (afterContentChange); a scheduled post or an event's start or end
// regenerates them when it happens (revalidate).
import type { GetStaticProps } from 'next';
import { getDb } from '@/lib/server/db/client';
import type { PostKind } from '@/lib/server/db/generated/enums';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { catchAllSegments } from '@/lib/server/static-pages/generate-on-request';
import { secondsUntil } from '@/lib/server/static-pages/seconds-until';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { type PostDetail, getPost } from './get-post';
import { type PostSummary, listPosts } from './list-posts';
import { nextPostChange } from './next-post-change';

export type PostPageProps = { view: 'list'; posts: PostSummary[] } | { view: 'article'; post: PostDetail };

export function postPageProps(kind: PostKind): GetStaticProps<PostPageProps> {
  return async ({ locale, params }) => {
    const [slug, ...deeper] = catchAllSegments(params, 'slug');
    if (deeper.length) return { notFound: true };
    const lng = isLocale(locale) ? locale : DEFAULT_LOCALE;
    const db = await getDb();
    const now = new Date();
    const [next, translations] = await Promise.all([nextPostChange(db, kind, now), pageTranslations(lng, ['content'])]);
    const revalidate = secondsUntil(next, now);
    const timing = revalidate ? { revalidate } : {};
    if (slug === undefined) return { props: { view: 'list', posts: await listPosts(db, kind, lng, { now }), ...translations }, ...timing };
    const post = await getPost(db, kind, slug, lng, now);
    // A 404 is cached too: creating the post, or its publishedAt arriving, regenerates it.
    if (!post) return { notFound: true, ...timing };
    return { props: { view: 'article', post, ...translations }, ...timing };
  };
}
