// Verifications of a certificate per day, the last 30 days (issue #22; docs/product/certificates.md#scans): one bar
// per day, scaled to the busiest, the total above. The bars are drawn with CSS; the same numbers are in a list for
// screen readers (a day without scans is left out of it).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { dateText, useMemberLocale } from '@/components/orders/format';
import type { ScanDayView } from '@/lib/shared/certificates/staff-views';

export function ScanDaysChart({ days }: { days: ScanDayView[] }) {
  const { t } = useTranslation('certAdmin');
  const locale = useMemberLocale();
  const total = days.reduce((sum, day) => sum + day.scans, 0);
  const most = Math.max(1, ...days.map((day) => day.scans));
  const dayText = (day: string) => dateText(`${day}T00:00:00.000Z`, locale);
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('scans.total', { count: total, days: days.length })}
      </Typography>
      <Box aria-hidden sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: 80, borderBottom: 1, borderColor: 'divider' }}>
        {days.map((day) => (
          <Box
            key={day.day}
            title={t('scans.day', { date: dayText(day.day), count: day.scans })}
            sx={{
              flex: 1,
              minWidth: 3,
              height: `${Math.round((day.scans / most) * 100)}%`,
              minHeight: day.scans ? 3 : 0,
              bgcolor: 'primary.main',
              borderRadius: '2px 2px 0 0',
            }}
          />
        ))}
      </Box>
      {days.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }} aria-hidden>
          <Typography variant="caption" color="textSecondary">
            {dayText(days[0]!.day)}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {dayText(days.at(-1)!.day)}
          </Typography>
        </Box>
      )}
      <Box
        component="ul"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', m: 0, p: 0 }}
      >
        {days
          .filter((day) => day.scans > 0)
          .map((day) => (
            <li key={day.day}>{t('scans.day', { date: dayText(day.day), count: day.scans })}</li>
          ))}
      </Box>
    </Box>
  );
}
