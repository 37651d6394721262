// The order's history (docs/product/order-lifecycle.md#order-events-and-notifications): every status change with
// its time in the member's language, worded from the statuses (timeline-label.ts), oldest first. Static HTML + CSS
// Modules (docs/decisions/0015-storefront-static-css.md, issue #11).
import { useTranslation } from '@/hooks/useTranslation';
import { Section } from '@/components/ui/Section';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { TimelineEntry } from '@/lib/shared/orders/my-order-views';
import { dateTimeText, useMemberLocale } from './format';
import { timelineByKey, timelineLabel } from './timeline-label';
import styles from './OrderTimeline.module.css';

export function OrderTimeline({ timeline }: { timeline: TimelineEntry[] }) {
  const { t } = useTranslation('myorders');
  const locale = useMemberLocale();
  const entries = [...timeline].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Section id="timeline" title={t('timeline.title')}>
      {entries.length === 0 ? (
        <p className={cx(ui.body1, ui.muted)}>{t('timeline.empty')}</p>
      ) : (
        <ol className={styles.timeline}>
          {entries.map((entry, index) => {
            const label = timelineLabel(entry);
            return (
              <li key={`${entry.at}-${index}`} className={styles.entry}>
                <span aria-hidden className={styles.dot} />
                <p className={cx(ui.caption, ui.muted)}>
                  <time dateTime={entry.at}>{dateTimeText(entry.at, locale)}</time> · {t(timelineByKey(entry.by))}
                </p>
                <p className={cx(ui.body1, styles.headline)}>{t(label.key)}</p>
                {label.detailKey && <p className={cx(ui.body2, ui.muted)}>{t(label.detailKey)}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
