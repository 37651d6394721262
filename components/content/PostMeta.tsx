import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { PostSummary } from '@/lib/server/content/list-posts';
import type { EventStatus } from '@/lib/shared/content';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';
import styles from './PostMeta.module.css';

const STATUS_CLASS: Record<EventStatus, string | undefined> = { ongoing: styles.success, upcoming: styles.info, ended: undefined };

/** Pinned mark, event status and dates: the publication date of a notice, the period of an event. */
export function PostMeta({ post, locale }: { post: PostSummary; locale: string | undefined }) {
  const { t } = useTranslation('content');
  const lng = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const isEvent = post.kind === 'EVENT';
  const period = isEvent && post.startsAt && post.endsAt ? formatPeriod(post.startsAt, post.endsAt, lng) : null;
  return (
    <div className={styles.meta}>
      {post.pinned && <span className={cx(ui.chip, ui.chipSmall, ui.chipSecondary)}>{t('pinned')}</span>}
      {post.status && <span className={cx(ui.chip, ui.chipSmall, STATUS_CLASS[post.status])}>{t(`status.${post.status}`)}</span>}
      {/* Node's and the browser's ICU may space a date range differently ("Dec 5 – 6" vs "Dec 5 – 6"): the text of the
          cached HTML stays (issue #11, decision 0014), React is told not to treat that as a hydration error. */}
      <p className={cx(ui.body2, ui.muted)} suppressHydrationWarning>
        {period ? (
          t('period', { period })
        ) : (
          <time dateTime={post.publishedAt} suppressHydrationWarning>
            {formatDate(post.publishedAt, lng)}
          </time>
        )}
      </p>
    </div>
  );
}

function formatPeriod(start: string, end: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Taipei' });
  return format.formatRange(new Date(start), new Date(end));
}
