// One label above its value in an order card's description grid (a <dl> of cells): the member's order list and the
// lab's queue cards at 390 px (issue #10). Static CSS (docs/decisions/0015-storefront-static-css.md).
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from './CardCell.module.css';

export function CardCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.cell}>
      <dt className={cx(ui.caption, ui.muted, styles.label)}>{label}</dt>
      <dd className={cx(ui.body2, styles.value)}>{children}</dd>
    </div>
  );
}
