// The dashboard's "recent orders" card (docs/product/storefront.md#my-page): the member's newest submitted orders —
// number (to the order page), status in words, date and total — and a link to the whole list; with no order yet,
// a way to submit cards instead. Plain HTML + CSS Modules (docs/decisions/0015-storefront-static-css.md, issue #11).
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { buttonClass } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { RecentOrder } from '@/lib/server/account/get-dashboard';
import { formatMoney } from '@/lib/shared/money';
import { dateText, useMemberLocale } from '../orders/format';
import { orderPath } from '../orders/order-path';
import { OrderStatusChip } from '../orders/OrderStatusChip';
import panel from './dashboard-panel.module.css';
import styles from './RecentOrders.module.css';

export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
  const { t } = useTranslation('account');
  const locale = useMemberLocale();
  return (
    <section aria-labelledby="recentOrders-heading" className={cx(ui.card, panel.panel)}>
      <h2 id="recentOrders-heading" className={cx(ui.h2, panel.panelTitle)}>
        {t('dashboard.recentOrders.title')}
      </h2>
      {orders.length === 0 ? (
        <>
          <p className={cx(ui.body2, ui.muted, styles.empty)}>{t('dashboard.recentOrders.empty')}</p>
          <NextLink href="/grading/submit" className={buttonClass({ variant: 'outlined', size: 'small' })}>
            {t('dashboard.links.submit')}
          </NextLink>
        </>
      ) : (
        <>
          <ul className={ui.plainList}>
            {orders.map((order) => (
              <li key={order.orderNumber} className={styles.order}>
                <div className={styles.orderHead}>
                  <NextLink href={orderPath(order.orderNumber)} className={cx(styles.hoverLink, styles.orderNumber)}>
                    {order.orderNumber}
                  </NextLink>
                  <OrderStatusChip order={order} />
                </div>
                <div className={styles.orderFoot}>
                  <p className={cx(ui.body2, ui.muted)}>{order.submittedAt ? dateText(order.submittedAt, locale) : '—'}</p>
                  <p className={cx(ui.body2, styles.total)}>{formatMoney(order.totalAmount, order.currency, locale)}</p>
                </div>
              </li>
            ))}
          </ul>
          <NextLink href="/account/orders" className={cx(ui.body2, styles.hoverLink, styles.viewAll)}>
            {t('dashboard.recentOrders.viewAll')}
          </NextLink>
        </>
      )}
    </section>
  );
}
