// Label/value pairs of an order page section, as a description list that wraps at 390 px. Static HTML + CSS Modules
// (docs/decisions/0015-storefront-static-css.md): the member's order page renders it per request (issue #11), the
// lab's order pages too.
import { Fragment, type ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from './DetailList.module.css';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <Fragment key={row.label}>
          <dt className={cx(ui.body2, ui.muted)}>{row.label}</dt>
          <dd className={cx(ui.body2, styles.value)}>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
