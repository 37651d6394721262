// Shown while a content tool's list loads in the browser (the server render had no access token yet).
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'next-i18next/pages';

export function ContentLoading({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('adminContent');
  return (
    <Paper variant="outlined" sx={{ p: 3 }} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={32} width={i === 0 ? '40%' : '80%'} />
      ))}
    </Paper>
  );
}
