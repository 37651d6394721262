// A tab's name with its count in a small pill (the member's order tabs, the lab's work queues: issue #10). Static CSS
// (docs/decisions/0015-storefront-static-css.md): the member's orders page downloads no MUI (issue #24).
import { cx } from '@/components/ui/cx';
import styles from './LinkTabs.module.css';

interface Props {
  label: string;
  /** Not shown until the counts have loaded. */
  count: number | undefined;
  noWrap?: boolean;
}

export function CountLabel({ label, count, noWrap = false }: Props) {
  return (
    <span className={cx(styles.count, noWrap && styles.noWrap)}>
      {label}
      {count !== undefined && <span className={styles.pill}>{count}</span>}
    </span>
  );
}
