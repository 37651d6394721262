import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { PostSummary } from '@/lib/server/content/list-posts';
import type { EventStatus } from '@/lib/shared/content';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';

const STATUS_COLOR: Record<EventStatus, 'success' | 'info' | 'default'> = { ongoing: 'success', upcoming: 'info', ended: 'default' };

/** Pinned mark, event status and dates: the publication date of a notice, the period of an event. */
export function PostMeta({ post, locale }: { post: PostSummary; locale: string | undefined }) {
  const { t } = useTranslation('content');
  const lng = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const isEvent = post.kind === 'EVENT';
  const period = isEvent && post.startsAt && post.endsAt ? formatPeriod(post.startsAt, post.endsAt, lng) : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {post.pinned && <Chip size="small" color="secondary" label={t('pinned')} />}
      {post.status && <Chip size="small" color={STATUS_COLOR[post.status]} label={t(`status.${post.status}`)} />}
      {/* Node's and the browser's ICU may space a date range differently ("Dec 5 – 6" vs "Dec 5 – 6"): the text of the
          cached HTML stays (issue #11, decision 0014), React is told not to treat that as a hydration error. */}
      <Typography variant="body2" color="text.secondary" suppressHydrationWarning>
        {period ? (
          t('period', { period })
        ) : (
          <time dateTime={post.publishedAt} suppressHydrationWarning>{formatDate(post.publishedAt, lng)}</time>
        )}
      </Typography>
    </Stack>
  );
}

function formatPeriod(start: string, end: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Taipei' });
  return format.formatRange(new Date(start), new Date(end));
}
