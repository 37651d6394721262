// Placeholder body for routes whose screens land later (docs/product/storefront.md#routes lists them): a translated
// title and a note. `page` is a key of placeholder.json `pages.*`.
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { PageHead } from './PageHead';

export type PlaceholderPage =
  | 'login'
  | 'signUp'
  | 'logout'
  | 'dormancy'
  | 'account'
  | 'profile'
  | 'dashboard'
  | 'certification'
  | 'gradingSubmit'
  | 'reholderSubmit'
  | 'kakaopay';

export function ComingSoon({ page }: { page: PlaceholderPage }) {
  const { t } = useTranslation(['placeholder', 'common']);
  const title = t(`pages.${page}`);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageHead title={title} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('comingSoon')}
      </Typography>
      <Button component={Link} href="/" variant="contained">
        {t('common:error.backHome')}
      </Button>
    </Container>
  );
}
