// The order's money: grading fees (the membership discount already applied), delivery, a coupon's discount
// (docs/product/payments.md#coupons), total. Static HTML + CSS Modules (docs/decisions/0015-storefront-static-css.md,
// issue #11).
import { useTranslation } from '@/hooks/useTranslation';
import { Section } from '@/components/ui/Section';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { formatMoney } from '@/lib/shared/money';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { useMemberLocale } from './format';
import styles from './OrderTotals.module.css';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cx(styles.line, strong && styles.total)}>
      <dt className={ui.body1}>{label}</dt>
      <dd className={cx(ui.body1, styles.value)}>{value}</dd>
    </div>
  );
}

export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('myorders');
  const locale = useMemberLocale();
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  // docs/product/pricing.md#membership-discount: applied to the service fee (never to BULK or REHOLDER), already inside totalPrice.
  const discounted = order.discountRate > 0 && order.orderType !== 'BULK' && order.orderType !== 'REHOLDER';
  return (
    <Section id="totals" title={t('totals.title')}>
      <dl className={styles.lines}>
        <Line label={t('totals.totalPrice')} value={money(order.totalPrice)} />
        <Line label={t('totals.deliveryCost')} value={money(order.deliveryCost)} />
        {order.discountAmount > 0 && <Line label={t('totals.coupon')} value={`−${money(order.discountAmount)}`} />}
        <Line label={t('totals.totalAmount')} value={money(order.totalAmount)} strong />
      </dl>
      {discounted && <p className={cx(ui.body2, ui.muted, styles.discount)}>{t('totals.discount', { rate: order.discountRate })}</p>}
    </Section>
  );
}
