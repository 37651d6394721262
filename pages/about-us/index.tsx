// About us (docs/product/storefront.md#routes): who grades the cards, what we stand for, where the offices are.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { PageHead } from '@/components/layout/PageHead';
import { PageIntro } from '@/components/layout/PageIntro';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';

const VALUES = ['independence', 'consistency', 'security', 'service'] as const;
// Cards travel head office → grading → branch office (order progress steps,
// docs/product/order-lifecycle.md#progress-bar).
const OFFICES = ['headOffice', 'branchOffice'] as const;

export default function AboutUsPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <PageHead title={t('meta.title')} description={t('intro.lead')} />
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box component="section" aria-labelledby="mission-heading" sx={{ mb: 7, maxWidth: 800 }}>
          <Typography id="mission-heading" variant="h2" sx={{ mb: 2 }}>
            {t('mission.heading')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('mission.text1')}</Typography>
          <Typography>{t('mission.text2')}</Typography>
        </Box>

        <Box component="section" aria-labelledby="values-heading" sx={{ mb: 7 }}>
          <Typography id="values-heading" variant="h2" sx={{ mb: 3 }}>
            {t('values.heading')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
            {VALUES.map((id) => (
              <Paper key={id} variant="outlined" sx={{ p: 3 }}>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {t(`values.items.${id}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`values.items.${id}.text`)}</Typography>
              </Paper>
            ))}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="offices-heading" sx={{ mb: 7 }}>
          <Typography id="offices-heading" variant="h2" sx={{ mb: 3 }}>
            {t('offices.heading')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {OFFICES.map((id) => (
              <Box key={id} sx={{ borderLeft: 4, borderColor: 'secondary.main', pl: 2 }}>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {t(`offices.${id}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`offices.${id}.text`)}</Typography>
              </Box>
            ))}
          </Box>
        </Box>

        <Paper component="section" aria-labelledby="cta-heading" sx={{ p: { xs: 3, md: 4 }, bgcolor: 'background.default' }} variant="outlined">
          <Typography id="cta-heading" variant="h2" sx={{ mb: 1 }}>
            {t('cta.heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('cta.text')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={Link} href="/grading/submit" variant="contained">
              {t('cta.submit')}
            </Button>
            <Button component={Link} href="/about-us/faq" variant="outlined">
              {t('cta.faq')}
            </Button>
            <Button component={Link} href="/partner-shop" variant="outlined">
              {t('cta.partner')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['about']);
