// Grading services (docs/product/storefront.md#home-and-information-pages): service levels with their turnaround, the
// cards we accept, links onward. No prices here on purpose: prices only come from the database on /grading/pricing.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { PageHead } from '@/components/layout/PageHead';
import { PageIntro } from '@/components/layout/PageIntro';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';
import { ACCEPTED_CARD, BULK_MIN_CARDS, MIN_CARD_YEAR } from '@/lib/shared/orders/limits';
import { TURNAROUND_BUSINESS_DAYS } from '@/lib/shared/orders/turnaround';

// Turnaround per service (docs/product/order-lifecycle.md#estimated-completion): REG 15, EXP 5, REHOLDER 10 business
// days; bulk up to 30.
const SERVICES = [
  { id: 'regular', days: TURNAROUND_BUSINESS_DAYS.REG, upTo: false },
  { id: 'express', days: TURNAROUND_BUSINESS_DAYS.EXP, upTo: false },
  { id: 'bulk', days: TURNAROUND_BUSINESS_DAYS.BULK, upTo: true },
  { id: 'reholder', days: TURNAROUND_BUSINESS_DAYS.REHOLDER, upTo: false },
] as const;

const CATEGORIES = ['sports', 'pokemon', 'yugioh', 'other'] as const;

export default function GradingPage() {
  const { t } = useTranslation('grading');
  const accepted = [
    t('services.accepted.size', { width: ACCEPTED_CARD.widthIn, height: ACCEPTED_CARD.heightIn }),
    t('services.accepted.thickness', { pt: ACCEPTED_CARD.maxThicknessPt, mm: ACCEPTED_CARD.maxThicknessMm }),
    t('services.accepted.year', { year: MIN_CARD_YEAR }),
    t('services.accepted.pokemon'),
  ];

  return (
    <>
      <PageHead title={t('services.meta.title')} description={t('services.intro.lead')} />
      <PageIntro title={t('services.intro.title')} lead={t('services.intro.lead')} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box component="section" aria-labelledby="services-heading" sx={{ mb: 7 }}>
          <Typography id="services-heading" variant="h2" sx={{ mb: 3 }}>
            {t('services.heading')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
            {SERVICES.map(({ id, days, upTo }) => (
              <Card key={id} variant="outlined">
                <CardContent>
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {t(`services.items.${id}.title`)}
                  </Typography>
                  <Chip
                    color="secondary"
                    size="small"
                    label={t(upTo ? 'services.turnaroundUpTo' : 'services.turnaround', { count: days })}
                    sx={{ mb: 2 }}
                  />
                  <Typography color="text.secondary">
                    {t(`services.items.${id}.text`, { min: BULK_MIN_CARDS })}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('services.turnaroundNote')}
          </Typography>
        </Box>

        <Box component="section" aria-labelledby="accepted-heading" sx={{ mb: 7 }}>
          <Typography id="accepted-heading" variant="h2" sx={{ mb: 2 }}>
            {t('services.accepted.heading')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{t('services.accepted.categoriesLead')}</Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }}>
            {CATEGORIES.map((id) => (
              <Chip key={id} variant="outlined" label={t(`services.accepted.categories.${id}`)} />
            ))}
          </Stack>
          <List>
            {accepted.map((text) => (
              <ListItem key={text} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CheckCircleIcon color="success" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={text} />
              </ListItem>
            ))}
          </List>
        </Box>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={Link} href="/grading/submit" variant="contained" size="large">
            {t('services.cta.submit')}
          </Button>
          <Button component={Link} href="/grading/pricing" variant="outlined" size="large">
            {t('services.cta.pricing')}
          </Button>
          <Button component={Link} href="/grading/detail" size="large">
            {t('services.cta.detail')}
          </Button>
        </Stack>
      </Container>
    </>
  );
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['grading']);
