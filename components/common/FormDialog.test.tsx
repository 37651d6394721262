// The one form dialog (issue #24): named by its title, described by its lead, the refusal as an alert, the pending
// state on the submit button, and a held dialog that cannot be cancelled while its request is sent.
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialogView } from './ConfirmDialogView';
import { FormDialog } from './FormDialog';

function show(props: Partial<Parameters<typeof FormDialog>[0]> = {}) {
  const onClose = jest.fn();
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <FormDialog
      titleId="t"
      title="Void certificate"
      lead="It leaves the population."
      onClose={onClose}
      onSubmit={onSubmit}
      busy={false}
      cancelLabel="Back"
      submitLabel="Void"
      busyLabel="Working…"
      {...props}
    >
      <label htmlFor="reason">Reason</label>
      <input id="reason" autoFocus />
    </FormDialog>,
  );
  return { onClose, onSubmit };
}

describe('FormDialog', () => {
  it('is a dialog named by its title and described by its lead, its first field focused', () => {
    show();
    const dialog = screen.getByRole('dialog', { name: 'Void certificate' });
    expect(dialog).toHaveAccessibleDescription('It leaves the population.');
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('submits the form and cancels', () => {
    const { onClose, onSubmit } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the refusal that is not about one field as an alert', () => {
    show({ error: 'The certificate changed meanwhile.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The certificate changed meanwhile.');
  });

  it('while busy: the submit button reads the busy label and is disabled; held, Cancel is disabled too', () => {
    show({ busy: true, holdWhileBusy: true });
    expect(screen.getByRole('button', { name: 'Working…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('busy but not held: the member may still cancel', () => {
    const { onClose } = show({ busy: true });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ConfirmDialogView: a confirmation is the form dialog without fields', () => {
  it('asks the question as its description and confirms with the submit button', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialogView
        open
        title="Remove photo?"
        text="It cannot be undone."
        confirmLabel="Remove"
        cancelLabel="Keep"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Remove photo?' })).toHaveAccessibleDescription('It cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while busy the confirm button is disabled', () => {
    render(<ConfirmDialogView open busy title="Remove?" text="x" confirmLabel="Remove" cancelLabel="Keep" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });
});
