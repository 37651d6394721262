// Body of the 404 and 500 pages: translated, static, no database (they must render when everything else fails).
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { PageHead } from './PageHead';

export function ErrorScreen({ kind }: { kind: 'notFound' | 'server' }) {
  const { t } = useTranslation('common');
  const title = t(`error.${kind}Title`);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageHead title={title} />
      <Typography variant="overline" component="p" color="text.secondary">
        {kind === 'notFound' ? '404' : '500'}
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(`error.${kind}Text`)}
      </Typography>
      <Button component={Link} href="/" variant="contained">
        {t('error.backHome')}
      </Button>
    </Container>
  );
}
