// A yes/no question before a deletion in the content tools (issue #10), which cannot be undone.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'next-i18next/pages';

interface Props {
  open: boolean;
  title: string;
  text: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ContentConfirmDialog({ open, title, text, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('adminContent');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="content-confirm-title" aria-describedby="content-confirm-text">
      <DialogTitle id="content-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="content-confirm-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {t('actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
