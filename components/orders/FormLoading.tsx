// The place of an order page's form while its script loads (next/dynamic `loading`): the forms are MUI, downloaded
// after the page (issue #24: the order page's first load carries no MUI), as the wizard's form is
// (lib/shared/lean-routes.ts). A skeleton of a form's height, so the page does not jump when it arrives.
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from './order-page.module.css';

export function FormLoading() {
  return <div className={cx(styles.formLoading, ui.pulse)} aria-hidden="true" />;
}
