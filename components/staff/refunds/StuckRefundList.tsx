// The refunds staff must look at (decision 0027; docs/product/payments.md#refunds): REQUESTED ones the gateway has not
// confirmed after several tries or a day, and FAILED ones. Per refund the order, amount, tries, last error and next
// try; "Send now" and "Record a bank transfer" — both wait while a try is being sent.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { FactList } from '@/components/staff/admin/FactList';
import { adminDate } from '@/components/staff/admin/format';
import { useRetryRefund } from '@/hooks/useStuckRefunds';
import { useTranslation } from '@/hooks/useTranslation';
import { formatMoney } from '@/lib/shared/money';
import type { StuckRefundView } from '@/lib/shared/refunds/views';
import { ManualTransferDialog } from './ManualTransferDialog';
import { refundErrorKey } from './refund-errors';

interface Props {
  refunds: StuckRefundView[] | undefined;
  error: unknown;
}

function RefundCard({ refund, busy, onRetry, onManual }: { refund: StuckRefundView; busy: boolean; onRetry: () => void; onManual: () => void }) {
  const { t, i18n } = useTranslation('refunds');
  const date = (value: string | null) => adminDate(value, i18n.language) ?? t('none');
  const headingId = `refund-${refund.id}`;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}>
      <Stack direction="row" sx={{ gap: 1, mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          <Link component={NextLink} href={`/admin/orders/${refund.orderNumber}`}>
            {refund.orderNumber}
          </Link>{' '}
          · {formatMoney(refund.amount, refund.currency, i18n.language)}
        </Typography>
        <Chip size="small" color={refund.status === 'FAILED' ? 'error' : 'warning'} label={t(`statuses.${refund.status}`)} />
      </Stack>
      <FactList
        facts={[
          { label: t('fields.reason'), value: refund.reason ?? t('none') },
          { label: t('fields.attempts'), value: String(refund.attempts) },
          { label: t('fields.createdAt'), value: date(refund.createdAt) },
          { label: t('fields.nextAttemptAt'), value: refund.inFlight ? t('inFlight') : date(refund.nextAttemptAt) },
          { label: t('fields.lastError'), value: refund.lastError ?? t('none') },
        ]}
      />
      <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" disabled={busy || refund.inFlight} onClick={onRetry} aria-describedby={headingId}>
          {t(refund.status === 'FAILED' ? 'retryFailed' : 'retry')}
        </Button>
        <Button size="small" variant="outlined" disabled={busy || refund.inFlight} onClick={onManual} aria-describedby={headingId}>
          {t('manual.open')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function StuckRefundList({ refunds, error }: Props) {
  const { t, i18n } = useTranslation('refunds');
  const retry = useRetryRefund();
  const [manual, setManual] = useState<StuckRefundView | null>(null);
  const [recorded, setRecorded] = useState<string | null>(null);
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Box aria-live="polite">
        {retry.isSuccess && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('retried')}
          </Alert>
        )}
        {retry.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(refundErrorKey(retry.error))}
          </Alert>
        )}
        {recorded && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('manual.done', { orderNumber: recorded })}
          </Alert>
        )}
      </Box>
      {Boolean(error) && !refunds && <Alert severity="error">{t(refundErrorKey(error))}</Alert>}
      {refunds &&
        (refunds.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography>{t('empty')}</Typography>
          </Paper>
        ) : (
          refunds.map((refund) => (
            <RefundCard
              key={refund.id}
              refund={refund}
              busy={retry.isPending}
              onRetry={() => {
                setRecorded(null);
                retry.mutate({ id: refund.id });
              }}
              onManual={() => {
                retry.reset();
                setManual(refund);
              }}
            />
          ))
        ))}
      {manual && (
        <ManualTransferDialog
          refund={manual}
          amount={formatMoney(manual.amount, manual.currency, i18n.language)}
          onClose={() => setManual(null)}
          onDone={() => {
            setRecorded(manual.orderNumber);
            setManual(null);
          }}
        />
      )}
    </>
  );
}
