// The member's drafts saved on the server: resume one here (even one saved on another device) or delete it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useDeleteDraft, useOrderDrafts } from '@/hooks/useOrderDrafts';
import { errorMessageKey } from '@/lib/client/error-message';
import type { DraftSummary } from '@/lib/server/orders/list-drafts';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';

interface Props {
  open: boolean;
  /** The server draft the wizard is editing now, if any. */
  currentId: number | null;
  onDeleted: (id: number) => void;
  onClose: () => void;
  onResume: (draft: DraftSummary) => void;
}

export function DraftsDialog({ open, currentId, onDeleted, onClose, onResume }: Props) {
  const { t } = useTranslation(['orders', 'errors']);
  const { locale: routerLocale } = useRouter();
  const locale = isLocale(routerLocale) ? routerLocale : DEFAULT_LOCALE;
  const drafts = useOrderDrafts(open);
  const remove = useDeleteDraft();

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="drafts-title">
      <DialogTitle id="drafts-title">{t('drafts.title')}</DialogTitle>
      <DialogContent dividers>
        {drafts.isLoading && <CircularProgress size={28} aria-label={t('drafts.loading')} />}
        {drafts.isError && <Alert severity="error">{t(errorMessageKey(drafts.error))}</Alert>}
        {remove.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {t(errorMessageKey(remove.error, { CONFLICT: 'orders:errors.cannotDelete', NOT_FOUND: 'orders:errors.deleteFailed' }))}
          </Alert>
        )}
        {drafts.data?.length === 0 && <Typography color="textSecondary">{t('drafts.none')}</Typography>}
        {drafts.data && drafts.data.length > 0 && (
          <List disablePadding>
            {drafts.data.map((draft, index) => (
              <ListItem key={draft.id} divider={index < drafts.data.length - 1} sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
                <ListItemText
                  primary={`${t(`submitType.${draft.submitType}`)} · ${t('drafts.cards', { count: draft.totalQt })} · ${formatMoney(draft.totalAmount, draft.currency, locale)}`}
                  secondary={`${t('drafts.savedAt', { date: formatDate(draft.updatedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}${draft.id === currentId ? ` · ${t('drafts.current')}` : ''}`}
                  sx={{ minWidth: 200 }}
                />
                <Stack direction="row" spacing={1}>
                  <Button size="small" variant="contained" onClick={() => onResume(draft)}>
                    {t('drafts.resume')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => remove.mutate(draft.id, { onSuccess: () => onDeleted(draft.id) })}
                    disabled={remove.isPending}
                  >
                    {t('drafts.delete')}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('drafts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
