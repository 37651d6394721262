// An order's state in words (status-labels.ts), never a raw status name. A static chip (plain HTML + CSS Modules,
// docs/decisions/0015-storefront-static-css.md): my page renders it without emotion (issue #11), the order list and
// the order page too.
import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { GradingOrderStatus } from '@/lib/server/db/generated/enums';
import type { DisplayStatus } from '@/lib/shared/orders/status';
import { statusLabel, statusTone } from './status-labels';
import styles from './OrderStatusChip.module.css';

interface Props {
  /** nothingGraded: no card could be graded (decision 0031 §4) — the order page, the list and my page all say so. */
  order: { status: GradingOrderStatus; displayStatus: DisplayStatus | null; nothingGraded: boolean };
}

export function OrderStatusChip({ order }: Props) {
  const { t } = useTranslation('myorders');
  const label = statusLabel(order);
  const tone = statusTone(order);
  return (
    <div className={styles.status}>
      <span className={cx(ui.chip, styles.chip, styles[tone])} data-testid="order-status">
        {t(label.key)}
      </span>
      {label.noteKey && <span className={cx(ui.caption, styles.note)}>{t(label.noteKey)}</span>}
    </div>
  );
}
