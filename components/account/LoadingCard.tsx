// Shown while the client fetches my page data (the server render had no access token,
// docs/product/errors-and-messages.md#transport-rules); the content tools' lists too (issue #10), named in `ns`.
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '@/hooks/useTranslation';

export function LoadingCard({ rows = 3, ns = 'account' }: { rows?: number; /** The namespace of the 'loading' label. */ ns?: 'account' | 'adminContent' }) {
  const { t } = useTranslation(ns);
  return (
    <Paper variant="outlined" sx={{ p: 3 }} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={32} width={i === 0 ? '40%' : '80%'} />
      ))}
    </Paper>
  );
}
