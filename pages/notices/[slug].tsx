import Container from '@mui/material/Container';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PostArticle } from '@/components/content/PostArticle';
import { getPost, type PostDetail } from '@/lib/server/content/get-post';
import { getDb } from '@/lib/server/db/client';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';

interface Props {
  post: PostDetail;
}

export default function NoticePage({ post }: Props) {
  const { t } = useTranslation('content');
  return (
    <>
      <Head>
        <title>{`${post.title} | ${t('notices.heading')}`}</title>
        <meta name="description" content={post.summary} />
      </Head>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <PostArticle post={post} backHref="/notices" backLabel={t('notices.back')} />
      </Container>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, params }) => {
  const lng = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const post = await getPost(await getDb(), 'NOTICE', params?.slug, lng);
  if (!post) return { notFound: true };
  return { props: { post, ...(await pageTranslations(lng, ['content'])) } };
};
