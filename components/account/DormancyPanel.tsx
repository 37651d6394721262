// The dormancy page body (docs/product/accounts.md#dormancy): why the account sleeps, and the ACTIVATE button.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useRestoreDormancy } from '@/hooks/useRestoreDormancy';
import { errorCode, errorMessageKey } from '@/lib/client/error-message';

export function DormancyPanel({ nick }: { nick: string | null }) {
  const { t } = useTranslation(['dormancy', 'errors', 'auth']);
  const restore = useRestoreDormancy();
  const alreadyActive = errorCode(restore.error) === 'NOT_DORMANT';
  const done = restore.isSuccess || alreadyActive;
  const router = useRouter();
  const goHome = () => void router.push('/');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {t('title')}
      </Typography>
      {nick && <Typography sx={{ mb: 1, fontWeight: 600 }}>{t('greeting', { name: nick })}</Typography>}
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        {t('explanation')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('instruction')}
      </Typography>
      <div aria-live="polite">
        {restore.isSuccess && (
          <Alert severity="success" sx={{ mb: 3, justifyContent: 'center' }}>
            {t('activated')}
          </Alert>
        )}
        {alreadyActive && (
          <Alert severity="info" sx={{ mb: 3, justifyContent: 'center' }}>
            {t('errors.notDormant')}
          </Alert>
        )}
        {restore.isError && !alreadyActive && (
          <Alert severity="error" sx={{ mb: 3, justifyContent: 'center' }}>
            {t(errorMessageKey(restore.error))}
          </Alert>
        )}
      </div>
      {done ? (
        <Button key="home" variant="contained" size="large" onClick={goHome}>
          {t('home')}
        </Button>
      ) : (
        <Button
          key="activate"
          variant="contained"
          size="large"
          color="secondary"
          onClick={() => restore.mutate()}
          disabled={restore.isPending}
          sx={{ minWidth: 200, letterSpacing: 1 }}
        >
          {restore.isPending ? t('activating') : t('activate')}
        </Button>
      )}
    </Paper>
  );
}
