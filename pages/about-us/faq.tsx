import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { FaqGroups } from '@/components/content/FaqGroups';
import { type FaqGroup, listFaq } from '@/lib/server/content/list-faq';
import { getDb } from '@/lib/server/db/client';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';

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

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale }) => {
  const lng = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const [groups, translations] = await Promise.all([listFaq(await getDb(), lng), pageTranslations(lng, ['faq'])]);
  return { props: { groups, ...translations } };
};
