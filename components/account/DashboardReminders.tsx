// What the member must do next, at the top of my page's dashboard (issue #24; lib/shared/orders/reminders.ts): each
// reminder names its order and links to the order's page, where the form is. Nothing is shown when nothing waits.
// Plain HTML + CSS Modules like the rest of the dashboard (docs/decisions/0015-storefront-static-css.md).
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { Reminder } from '@/lib/shared/orders/reminders';
import { orderPath } from '../orders/order-path';
import styles from './DashboardView.module.css';

export function DashboardReminders({ reminders }: { reminders: readonly Reminder[] }) {
  const { t } = useTranslation('account');
  if (reminders.length === 0) return null;
  return (
    <section aria-labelledby="reminders-heading" className={cx(ui.alert, ui.alertWarning, styles.reminders)}>
      <div>
        <h2 id="reminders-heading" className={cx(ui.body1, styles.remindersTitle)}>
          {t('dashboard.reminders.title')}
        </h2>
        <ul className={ui.plainList}>
          {reminders.map((reminder) => (
            <li key={`${reminder.kind}-${reminder.orderNumber}`} data-testid={`reminder-${reminder.kind}`}>
              {t(`dashboard.reminders.${reminder.kind}`, { orderNumber: reminder.orderNumber })}{' '}
              <NextLink href={orderPath(reminder.orderNumber)}>{t(`dashboard.reminders.${reminder.kind}Action`)}</NextLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
