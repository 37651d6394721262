// Dashboard order counts by the order list's tabs (docs/product/order-lifecycle.md#order-list-tabs; order-tabs.ts):
// the same grouping as the list, so each number is the count its tab shows, and each opens that tab. Plain HTML +
// CSS Modules (docs/decisions/0015-storefront-static-css.md, issue #11).
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { ORDER_TABS, type OrderGroupTab, type OrderTab } from '@/lib/shared/orders/order-tabs';
import styles from './OrderCounts.module.css';

const GROUP_TABS = ORDER_TABS.filter((tab): tab is OrderGroupTab => tab !== 'all');

export function OrderCounts({ counts }: { counts: Record<OrderTab, number> }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="order-counts-heading">
      <h2 id="order-counts-heading" className={cx(ui.h2, styles.countsTitle)}>
        {t('dashboard.orders')}
      </h2>
      <div className={styles.counts}>
        {GROUP_TABS.map((tab) => (
          <NextLink key={tab} href={`/account/orders?tab=${tab}`} className={cx(ui.card, styles.count)}>
            <p className={cx(ui.body1, styles.countNumber)}>{counts[tab]}</p>
            <p className={cx(ui.body2, ui.muted)}>{t(`dashboard.groups.${tab}`)}</p>
          </NextLink>
        ))}
      </div>
    </section>
  );
}
