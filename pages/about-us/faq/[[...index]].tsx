import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { FaqGroups } from '@/components/content/FaqGroups';
import { type FaqGroup, listFaq } from '@/lib/server/content/list-faq';
import { databaseStaticProps } from '@/lib/server/static-pages/database-static-props';
import { generateOnFirstRequest } from '@/lib/server/static-pages/generate-on-request';

interface Props {
  groups: FaqGroup[];
}

export default function FaqPage({ groups }: Props) {
  const { t } = useTranslation('faq');
  return (
    <>
      <Head>
        <title>{t('meta.title')}</title>
        <meta name="description" content={t('meta.description')} />
      </Head>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h1" gutterBottom>
          {t('heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('intro')}
        </Typography>
        <FaqGroups groups={groups} />
      </Container>
    </>
  );
}

export const getStaticPaths = generateOnFirstRequest;

// Regenerated when an admin changes the FAQ (afterContentChange('faq')).
export const getStaticProps = databaseStaticProps<Props>(['faq'], async (db, locale) => ({ props: { groups: await listFaq(db, locale) } }));
