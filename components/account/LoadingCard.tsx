// Shown while the client fetches my page data (the server render had no access token,
// docs/product/errors-and-messages.md#transport-rules).
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'next-i18next/pages';

export function LoadingCard({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('account');
  return (
    <Paper variant="outlined" sx={{ p: 3 }} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={32} width={i === 0 ? '40%' : '80%'} />
      ))}
    </Paper>
  );
}
