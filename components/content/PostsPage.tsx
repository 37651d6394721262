// /notices and /events: the list, or one article (docs/product/storefront.md#content-pages). One component for both
// kinds and both views, because the pages are one cached route each (docs/decisions/0014-static-pages.md).
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
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
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
          <PostArticle post={post} backHref={basePath} backLabel={t(`${area}.back`)} />
        </Container>
      </>
    );
  }
  return (
    <>
      <Head>
        <title>{t(`${area}.meta.title`)}</title>
        <meta name="description" content={t(`${area}.meta.description`)} />
      </Head>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h1" gutterBottom>
          {t(`${area}.heading`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t(`${area}.intro`)}
        </Typography>
        <PostList posts={props.posts} basePath={basePath} />
      </Container>
    </>
  );
}
