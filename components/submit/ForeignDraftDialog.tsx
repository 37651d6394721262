// The draft in this browser belongs to the other wizard (a grading draft on the reholder page, or the
// reverse). One draft is kept (docs/product/orders.md#drafts), so the member chooses: go back to it, or start over
// here.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import type { SubmitKind } from '@/hooks/useOrderDraft';
import { stepPath } from './wizard-steps';

export function ForeignDraftDialog({ kind, open, onAdopt }: { kind: SubmitKind; open: boolean; onAdopt: () => void }) {
  const { t } = useTranslation('orders');
  const other: SubmitKind = kind === 'grading' ? 'reholder' : 'grading';
  return (
    <Dialog open={open} aria-labelledby="foreign-draft-title" aria-describedby="foreign-draft-text">
      <DialogTitle id="foreign-draft-title">{t(`foreignDraft.title.${kind}`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="foreign-draft-text">{t(`foreignDraft.text.${kind}`)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={NextLink} href={stepPath(other, 'cards')}>
          {t(`foreignDraft.back.${other}`)}
        </Button>
        <Button variant="contained" color="error" onClick={onAdopt}>
          {t(`foreignDraft.start.${kind}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
