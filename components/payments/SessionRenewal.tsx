// Shown by the hosted page when the short access token expired: the user query's 401 renews the session
// once (docs/product/errors-and-messages.md#session-renewal), then the page loads again with the new cookies. A
// failed renewal goes to /login.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useEffect, useRef } from 'react';
import { useUser } from '@/hooks/useUser';

export function SessionRenewal() {
  const { t } = useTranslation('payments');
  const { user, isFetchedAfterMount } = useUser();
  const reloaded = useRef(false);
  useEffect(() => {
    if (user && isFetchedAfterMount && !reloaded.current) {
      reloaded.current = true;
      window.location.reload();
    }
  }, [user, isFetchedAfterMount]);
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
      <CircularProgress size={24} />
      <Typography color="textSecondary">{t('sandbox.loading')}</Typography>
    </Box>
  );
}
