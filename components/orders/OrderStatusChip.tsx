// An order's state in words (status-labels.ts), never a raw status name.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import type { GradingOrderStatus } from '@/lib/server/db/generated/enums';
import type { DisplayStatus } from '@/lib/shared/orders/status';
import { statusLabel, statusTone } from './status-labels';

interface Props {
  order: { status: GradingOrderStatus; displayStatus: DisplayStatus | null };
}

export function OrderStatusChip({ order }: Props) {
  const { t } = useTranslation('myorders');
  const label = statusLabel(order);
  const tone = statusTone(order);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      <Chip
        label={t(label.key)}
        color={tone}
        variant={tone === 'default' ? 'outlined' : 'filled'}
        size="small"
        // Long statuses wrap inside the chip at 390 px instead of widening the page.
        sx={{ fontWeight: 600, maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
      />
      {label.noteKey && (
        <Typography component="span" variant="caption" sx={{ color: 'warning.dark', fontWeight: 600 }}>
          {t(label.noteKey)}
        </Typography>
      )}
    </Stack>
  );
}
