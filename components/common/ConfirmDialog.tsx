// A yes/no question before an action that cannot be undone or changes someone else's account: the member's account
// (a photo, an address), the submit form (replacing the cards on a type change), and the back office (issue #10:
// a deletion in the content tools, an ADMIN role or dormancy change with tone 'warning'). Callers pass every label in
// their own namespace, so the dialog works on any page.
// Issue #11: the dialog's code (MUI Dialog, modal, focus trap) is downloaded when it first opens, not with the page.
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogView';

const ConfirmDialogView = dynamic(() => import('./ConfirmDialogView').then((module) => module.ConfirmDialogView), { ssr: false });

export function ConfirmDialog(props: ConfirmDialogProps) {
  // Stays mounted once opened, so the dialog can play its closing transition.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <ConfirmDialogView {...props} /> : null;
}
