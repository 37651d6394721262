// The dashboard body (docs/product/storefront.md#my-page: dashboard): summary, order counts, shortcuts, the recent
// orders, and the way to the collection and its portfolio (issue #25). Plain HTML + CSS Modules with the shared classes
// (docs/decisions/0015-storefront-static-css.md): my page renders per request, and MUI's emotion styles were two
// thirds of its render time (issue #11).
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { Dashboard } from '@/lib/server/account/get-dashboard';
import { DashboardReminders } from './DashboardReminders';
import { MemberSummary } from './MemberSummary';
import { OrderCounts } from './OrderCounts';
import { RecentOrders } from './RecentOrders';
import panel from './dashboard-panel.module.css';
import styles from './DashboardView.module.css';

const SHORTCUTS = [
  { href: '/account/profile', key: 'dashboard.links.profile' },
  { href: '/account/addresses', key: 'dashboard.links.addresses' },
  { href: '/grading/submit', key: 'dashboard.links.submit' },
] as const;

export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('account');
  return (
    <>
      <DashboardReminders reminders={dashboard.reminders} />
      <MemberSummary profile={dashboard.profile} />
      <OrderCounts counts={dashboard.orderCounts} />
      <div className={styles.shortcuts}>
        {SHORTCUTS.map((link) => (
          <Link key={link.href} href={link.href} className={buttonClass({ variant: link.href === '/grading/submit' ? 'contained' : 'outlined' })}>
            {t(link.key)}
          </Link>
        ))}
      </div>
      <div className={ui.twoColumns}>
        <RecentOrders orders={dashboard.recentOrders} />
        <section aria-labelledby="collection-heading" className={cx(ui.card, panel.panel)}>
          <h2 id="collection-heading" className={cx(ui.h2, panel.panelTitle)}>
            {t('dashboard.collection.title')}
          </h2>
          <p className={cx(ui.body2, ui.muted)}>{t('dashboard.collection.lead')}</p>
          <p className={ui.body2}>
            <Link href="/account/collection">{t('dashboard.collection.open')}</Link>
            {' · '}
            <Link href="/account/collection/portfolio">{t('dashboard.collection.portfolio')}</Link>
          </p>
        </section>
      </div>
      <p className={cx(ui.body2, styles.withdrawal)}>
        <Link href="/account/withdrawal">{t('dashboard.links.withdrawal')}</Link>
      </p>
    </>
  );
}
