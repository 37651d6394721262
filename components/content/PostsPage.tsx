// /notices and /events: the list, or one article (docs/product/storefront.md#content-pages). One component for both
// kinds and both views, because the pages are one cached route each (docs/decisions/0014-static-pages.md). Static CSS,
// no MUI (docs/decisions/0015-storefront-static-css.md).
import Head from 'next/head';
import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { PostPageProps } from '@/lib/server/content/post-page-props';
import { PostArticle } from './PostArticle';
import { PostList } from './PostList';

export function PostsPage({ area, ...props }: PostPageProps & { area: 'notices' | 'events' }) {
  const { t } = useTranslation('content');
  const basePath = `/${area}` as const;
  if (props.view === 'article') {
    const { post } = props;
    return (
      <>
        <Head>
          <title>{`${post.title} | ${t(`${area}.heading`)}`}</title>
          <meta name="description" content={post.summary} />
        </Head>
        <div className={cx(ui.container, ui.containerMd, ui.pageBody)}>
          <PostArticle post={post} backHref={basePath} backLabel={t(`${area}.back`)} />
        </div>
      </>
    );
  }
  return (
    <>
      <Head>
        <title>{t(`${area}.meta.title`)}</title>
        <meta name="description" content={t(`${area}.meta.description`)} />
      </Head>
      <div className={cx(ui.container, ui.containerMd, ui.pageBody)}>
        <h1 className={cx(ui.h1, ui.gutterBottom)}>{t(`${area}.heading`)}</h1>
        <p className={cx(ui.body1, ui.muted, ui.intro)}>{t(`${area}.intro`)}</p>
        <PostList posts={props.posts} basePath={basePath} />
      </div>
    </>
  );
}
