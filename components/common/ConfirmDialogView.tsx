// The MUI dialog behind ConfirmDialog, downloaded when a confirmation is first asked for (issue #11). A confirmation is
// the one form dialog without fields (issue #24): the question as its lead, Confirm as its submit, the same frame,
// focus handling and pending state as every other form dialog.
import type { FormEvent } from 'react';
import { FormDialog } from './FormDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** The confirm button's colour: 'error' (default) for a deletion, 'warning' for a change to another account,
   * 'primary' for a step forward that cannot be taken back (the lab's "delivered"). */
  tone?: 'error' | 'warning' | 'primary';
  /** The confirm button's text while busy ("Working…"). */
  busyLabel?: string;
  /** While busy the dialog cannot be closed (FormDialog's holdWhileBusy: the request must finish). */
  holdWhileBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialogView({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy = false,
  tone = 'error',
  busyLabel,
  holdWhileBusy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <FormDialog
      open={open}
      titleId="confirm-dialog-title"
      title={title}
      lead={text}
      onClose={onCancel}
      onSubmit={submit}
      busy={busy}
      cancelLabel={cancelLabel}
      submitLabel={confirmLabel}
      submitColor={tone}
      busyLabel={busyLabel}
      holdWhileBusy={holdWhileBusy}
    />
  );
}
