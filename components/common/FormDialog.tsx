// The frame of a dialog that is one form: title, the fields (children), Cancel and Submit. Used by the member's
// address form (docs/product/accounts.md#shipping-addresses), the content tools' FAQ and partner shop forms (full
// screen on a phone) and the lab's shipping and refund dialogs (issue #10), which cannot be closed while the action
// is being sent.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  titleId: string;
  title: string;
  /** The id of an element in the children that describes the dialog. */
  describedBy?: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  maxWidth?: 'sm' | 'md';
  fullScreenOnPhone?: boolean;
  /** While true the submit button is disabled (its label is the caller's "working" text). */
  busy: boolean;
  /** While busy the dialog cannot be closed and Cancel is disabled (the lab's actions: the request must finish). */
  holdWhileBusy?: boolean;
  cancelLabel: string;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  children: ReactNode;
}

export function FormDialog({
  titleId,
  title,
  describedBy,
  onClose,
  onSubmit,
  maxWidth = 'sm',
  fullScreenOnPhone = false,
  busy,
  holdWhileBusy = false,
  cancelLabel,
  submitLabel,
  submitColor = 'primary',
  children,
}: Props) {
  // The default theme where no provider is given (unit tests).
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const held = holdWhileBusy && busy;
  return (
    <Dialog
      open
      onClose={held ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreenOnPhone && phone}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={holdWhileBusy ? { flexWrap: 'wrap', gap: 1 } : undefined}>
          <Button onClick={onClose} disabled={held}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
