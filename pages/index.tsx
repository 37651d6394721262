// Home: the brand promise, the services and how grading works
// (docs/product/storefront.md#home-and-information-pages). No prices here: prices only come from the database on
// /grading/pricing.
import BoltIcon from '@mui/icons-material/Bolt';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import TimelineIcon from '@mui/icons-material/Timeline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { PageHead } from '@/components/layout/PageHead';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';

const PROMISES = [
  { id: 'progress', Icon: TimelineIcon },
  { id: 'labels', Icon: QrCode2Icon },
  { id: 'prices', Icon: PriceCheckIcon },
  { id: 'speed', Icon: BoltIcon },
] as const;

const SERVICES = [
  { id: 'grading', href: '/grading/submit' },
  { id: 'reholder', href: '/reholder/submit' },
  { id: 'certification', href: '/certification' },
  { id: 'pricing', href: '/grading/pricing' },
] as const;

const STEPS = ['apply', 'ship', 'grade', 'return'] as const;

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } };

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 7, md: 11 } }}>
        <Container maxWidth="lg">
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.8rem' }, mb: 2, maxWidth: 760 }}>
            {t('hero.title')}
          </Typography>
          <Typography sx={{ fontSize: { md: '1.15rem' }, opacity: 0.9, maxWidth: 680, mb: 4 }}>{t('hero.lead')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={Link} href="/grading/submit" variant="contained" color="secondary" size="large">
              {t('hero.ctaSubmit')}
            </Button>
            <Button component={Link} href="/grading" variant="outlined" color="inherit" size="large">
              {t('hero.ctaLearn')}
            </Button>
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-labelledby="promise-heading" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography id="promise-heading" variant="h2" sx={{ mb: 4 }}>
          {t('promise.heading')}
        </Typography>
        <Box sx={grid}>
          {PROMISES.map(({ id, Icon }) => (
            <Box key={id}>
              <Icon color="secondary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
              <Typography variant="h3" sx={{ mb: 1 }}>
                {t(`promise.items.${id}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`promise.items.${id}.text`)}</Typography>
            </Box>
          ))}
        </Box>
      </Container>

      <Box component="section" aria-labelledby="services-heading" sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <Typography id="services-heading" variant="h2" sx={{ mb: 4 }}>
            {t('services.heading')}
          </Typography>
          <Box sx={grid}>
            {SERVICES.map(({ id, href }) => (
              <Card key={id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {t(`services.items.${id}.title`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`services.items.${id}.text`)}</Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button component={Link} href={href} variant="outlined">
                    {t(`services.items.${id}.cta`)}
                  </Button>
                </CardActions>
              </Card>
            ))}
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-labelledby="steps-heading" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography id="steps-heading" variant="h2" sx={{ mb: 4 }}>
          {t('steps.heading')}
        </Typography>
        <Box component="ol" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((id, index) => (
            <Box component="li" key={id} sx={{ borderTop: 4, borderColor: 'secondary.main', pt: 2 }}>
              <Typography variant="overline" component="p" color="text.secondary">
                {t('steps.stepNumber', { number: index + 1 })}
              </Typography>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {t(`steps.items.${id}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`steps.items.${id}.text`)}</Typography>
            </Box>
          ))}
        </Box>
        <Button component={Link} href="/grading/detail" sx={{ mt: 4 }}>
          {t('steps.more')}
        </Button>
      </Container>
    </>
  );
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['home']);
