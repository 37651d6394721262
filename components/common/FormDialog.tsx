// The one dialog that is a form (issue #24): title, an optional lead that describes it, the fields (children), the
// refusal that is not about one field, Cancel and Submit with the pending state. Used by the member's address form
// (docs/product/accounts.md#shipping-addresses), the content tools' forms (full screen on a phone), the certificate
// corrections (issue #22), the manual refund transfer (decision 0027), the order dialogs and the lab's shipping and
// refund dialogs (issue #10), which cannot be closed while the action is being sent. Every one is a react-hook-form
// form validated with the schema its API uses (lib/shared/schemas); field errors stand under their fields.
// Focus: MUI's Dialog traps it and returns it to the opener on close; the first field takes it with autoFocus, and
// react-hook-form moves it to the first invalid field on submit; the refusal is an alert, read out when it appears.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  /** False plays the closing transition (ConfirmDialog keeps the dialog mounted for it); true by default. */
  open?: boolean;
  titleId: string;
  title: string;
  /** A sentence under the title that says what the form does (its consequence); it describes the dialog. */
  lead?: ReactNode;
  /** The id of an element in the children that describes the dialog (when there is no `lead`). */
  describedBy?: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  maxWidth?: 'sm' | 'md';
  fullScreenOnPhone?: boolean;
  /** While true the submit button is disabled and reads `busyLabel` (when given). */
  busy: boolean;
  /** While busy the dialog cannot be closed and Cancel is disabled (the lab's actions: the request must finish). */
  holdWhileBusy?: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button's text while busy ("Saving…"); without it the label stays. */
  busyLabel?: string;
  /** 'error' for a deletion, 'warning' for a change to someone else's account (ConfirmDialog's tone). */
  submitColor?: 'primary' | 'error' | 'warning';
  /** The submit button is disabled while there is nothing to submit (no address to choose from). */
  submitDisabled?: boolean;
  /** The refusal that is not about one field, already in the reader's words; shown under the fields. */
  error?: ReactNode;
  /** The fields; none for a confirmation (ConfirmDialogView). */
  children?: ReactNode;
}

export function FormDialog({
  open = true,
  titleId,
  title,
  lead,
  describedBy,
  onClose,
  onSubmit,
  maxWidth = 'sm',
  fullScreenOnPhone = false,
  busy,
  holdWhileBusy = false,
  cancelLabel,
  submitLabel,
  busyLabel,
  submitColor = 'primary',
  submitDisabled = false,
  error,
  children,
}: Props) {
  // The default theme where no provider is given (unit tests).
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const held = holdWhileBusy && busy;
  const leadId = `${titleId}-lead`;
  return (
    <Dialog
      open={open}
      onClose={held ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreenOnPhone && phone}
      aria-labelledby={titleId}
      aria-describedby={lead ? leadId : describedBy}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {lead && (
            <DialogContentText id={leadId} sx={{ mb: children ? 2 : 0 }}>
              {lead}
            </DialogContentText>
          )}
          {children}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={holdWhileBusy ? { flexWrap: 'wrap', gap: 1 } : undefined}>
          <Button onClick={onClose} disabled={held}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={busy || submitDisabled}>
            {busy && busyLabel ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
