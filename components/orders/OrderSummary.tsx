// The head of the order page (docs/product/order-lifecycle.md#order-detail): the status in words, the dates,
// payment method and status, the estimated completion and the cancel button when the server allows it. Static HTML +
// CSS Modules (docs/decisions/0015-storefront-static-css.md, issue #11); the button only opens the (MUI) dialog.
import { useTranslation } from '@/hooks/useTranslation';
import { Section } from '@/components/ui/Section';
import { Button } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/Icon';
import { reportProblemOutlined } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { STATUS_TEXT_SHOWN } from '@/lib/shared/orders/status';
import { DetailList } from './DetailList';
import { EstimatedCompletion } from './EstimatedCompletion';
import { dateText, useMemberLocale } from './format';
import { OrderStatusChip } from './OrderStatusChip';
import page from './order-page.module.css';
import { orderTypeKeys } from './status-labels';
import styles from './OrderSummary.module.css';

interface Props {
  order: OrderDetail;
  onCancel: () => void;
}

export function OrderSummary({ order, onCancel }: Props) {
  const { t } = useTranslation(['myorders', 'payments']);
  const locale = useMemberLocale();
  const date = (iso: string | null) => (iso ? dateText(iso, locale) : null);
  const rows = [
    { label: t('detail.orderNumber'), value: order.orderNumber },
    {
      label: t('detail.type'),
      value: orderTypeKeys(order)
        .map((key) => t(key))
        .join(' · '),
    },
    { label: t('detail.cardCount'), value: t('items.quantity', { count: order.totalQt }) },
    { label: t('detail.submittedAt'), value: date(order.submittedAt) ?? '—' },
    { label: t('detail.paidAt'), value: date(order.paidAt) ?? t('detail.notYet') },
    { label: t('detail.receivedAt'), value: date(order.receivedAt) ?? t('detail.notYet') },
    ...(order.shippedOutAt ? [{ label: t('detail.shippedOutAt'), value: date(order.shippedOutAt) }] : []),
    ...(order.completedAt ? [{ label: t('detail.completedAt'), value: date(order.completedAt) }] : []),
    ...(order.cancelledAt ? [{ label: t('detail.cancelledAt'), value: date(order.cancelledAt) }] : []),
    { label: t('detail.paymentMethod'), value: t(`payments:methods.${order.paymentMethod}`) },
    { label: t('detail.paymentStatus'), value: order.payment ? t(`payments:status.${order.payment.status}`) : t('detail.notYet') },
  ];

  return (
    <Section id="summary" title={t('detail.summary')}>
      <div className={styles.stack}>
        <div>
          <OrderStatusChip order={order} />
          {order.displayStatus && STATUS_TEXT_SHOWN.has(order.displayStatus) && (
            <p className={cx(ui.body2, styles.below)}>
              {t(
                order.status === 'DEADLINE_EXPIRED'
                  ? 'statusText.DEADLINE_EXPIRED'
                  : order.nothingGraded && order.displayStatus === 'GRADING_COMPLETE'
                    ? 'statusText.ungraded'
                    : `statusText.${order.displayStatus}`,
              )}
            </p>
          )}
          {order.status === 'PAYMENT_FAILED' && (
            <div role="alert" className={cx(ui.alert, ui.alertWarning, styles.below)}>
              <div className={cx(ui.alertIcon, ui.alertIconWarning)}>
                <Icon paths={reportProblemOutlined} />
              </div>
              <div>{t('detail.paymentFailed')}</div>
            </div>
          )}
        </div>
        <DetailList rows={rows} />
        <EstimatedCompletion order={order} />
        {order.actions.cancel && (
          <div className={styles.actions}>
            <Button variant="outlined" color="inherit" className={page.danger} onClick={onCancel}>
              {t('cancel.open')}
            </Button>
          </div>
        )}
      </div>
    </Section>
  );
}
