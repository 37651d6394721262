// The estimated completion date (docs/product/order-lifecycle.md#estimated-completion): business days counted from
// the day the cards are received. Before they arrive the date is only an estimate that starts counting then. Static
// HTML + CSS Modules (docs/decisions/0015-storefront-static-css.md, issue #11).
import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { dateText, useMemberLocale } from './format';
import page from './order-page.module.css';
import styles from './EstimatedCompletion.module.css';

export function EstimatedCompletion({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('myorders');
  const locale = useMemberLocale();
  // Nothing to estimate for an order that ended, or once the cards are on their way back.
  const ended = order.displayStatus === 'CANCELLED' || order.shippedOutAt !== null || order.completedAt !== null;
  if (ended || !order.estimatedCompletionAt) return null;
  return (
    <section aria-labelledby="estimate-heading" className={cx(page.greyBox, styles.estimate)}>
      <h3 id="estimate-heading" className={cx(ui.h3, styles.title)}>
        {t('estimate.title')}
      </h3>
      <p className={cx(ui.body1, styles.date)} data-testid="estimated-completion">
        {dateText(order.estimatedCompletionAt, locale)}
      </p>
      <p className={cx(ui.body2, ui.muted)}>
        {order.receivedAt ? t('estimate.afterReceipt', { date: dateText(order.receivedAt, locale) }) : t('estimate.beforeReceipt')}
      </p>
    </section>
  );
}
