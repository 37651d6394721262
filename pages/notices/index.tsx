import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PostList } from '@/components/content/PostList';
import { listPosts, type PostSummary } from '@/lib/server/content/list-posts';
import { getDb } from '@/lib/server/db/client';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';

interface Props {
  posts: PostSummary[];
}

export default function NoticesPage({ posts }: Props) {
  const { t } = useTranslation('content');
  return (
    <>
      <Head>
        <title>{t('notices.meta.title')}</title>
        <meta name="description" content={t('notices.meta.description')} />
      </Head>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h1" gutterBottom>
          {t('notices.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('notices.intro')}
        </Typography>
        <PostList posts={posts} basePath="/notices" />
      </Container>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale }) => {
  const lng = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const [posts, translations] = await Promise.all([listPosts(await getDb(), 'NOTICE', lng), pageTranslations(lng, ['content'])]);
  return { props: { posts, ...translations } };
};
