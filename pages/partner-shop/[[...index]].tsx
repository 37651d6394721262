import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PartnerInquiry } from '@/components/partner/PartnerInquiry';
import { PartnerShopList } from '@/components/partner/PartnerShopList';
import { listPartnerShops, type PartnerShopGroup } from '@/lib/server/partners/list-partner-shops';
import { databaseStaticProps } from '@/lib/server/static-pages/database-static-props';
import { generateOnFirstRequest } from '@/lib/server/static-pages/generate-on-request';

interface Props {
  groups: PartnerShopGroup[];
}

export default function PartnerShopPage({ groups }: Props) {
  const { t } = useTranslation('partner');
  return (
    <>
      <Head>
        <title>{t('meta.title')}</title>
        <meta name="description" content={t('meta.description')} />
      </Head>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h1" gutterBottom>
          {t('heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 760 }}>
          {t('intro')}
        </Typography>
        <Box component="section" aria-labelledby="partner-shops-heading">
          <Typography id="partner-shops-heading" variant="h2" sx={{ mb: 2 }}>
            {t('shops.heading')}
          </Typography>
          <PartnerShopList groups={groups} />
        </Box>
        <Divider sx={{ my: { xs: 5, md: 6 } }} />
        <Box component="section" sx={{ maxWidth: 860 }}>
          <PartnerInquiry />
        </Box>
      </Container>
    </>
  );
}

export const getStaticPaths = generateOnFirstRequest;

// Regenerated when an admin changes a partner shop (afterContentChange('partners')).
export const getStaticProps = databaseStaticProps<Props>(['partner'], async (db, locale) => ({ props: { groups: await listPartnerShops(db, locale) } }));
