// The order's history (docs/product/order-lifecycle.md#order-events-and-notifications): every status change with
// its time in the member's language, worded from the statuses (timeline-label.ts), oldest first.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { SectionCard } from '@/components/account/SectionCard';
import type { TimelineEntry } from '@/lib/shared/orders/my-order-views';
import { dateTimeText, useMemberLocale } from './format';
import { timelineByKey, timelineLabel } from './timeline-label';

export function OrderTimeline({ timeline }: { timeline: TimelineEntry[] }) {
  const { t } = useTranslation('myorders');
  const locale = useMemberLocale();
  const entries = [...timeline].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <SectionCard id="timeline" title={t('timeline.title')}>
      {entries.length === 0 ? (
        <Typography color="textSecondary">{t('timeline.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', ml: 0.75 }}>
          {entries.map((entry, index) => {
            const label = timelineLabel(entry);
            return (
              <Box component="li" key={`${entry.at}-${index}`} sx={{ position: 'relative', pl: 2.5, pb: index === entries.length - 1 ? 0 : 2 }}>
                <Box aria-hidden sx={{ position: 'absolute', left: -7, top: 6, width: 12, height: 12, borderRadius: '50%', bgcolor: index === entries.length - 1 ? 'primary.main' : 'grey.400' }} />
                <Typography variant="caption" color="textSecondary" component="p">
                  <time dateTime={entry.at}>{dateTimeText(entry.at, locale)}</time> · {t(timelineByKey(entry.by))}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{t(label.key)}</Typography>
                {label.detailKey && (
                  <Typography variant="body2" color="textSecondary">
                    {t(label.detailKey)}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
