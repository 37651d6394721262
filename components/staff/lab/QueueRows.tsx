// The orders of a queue (issue #10): a table on wide screens, one card per order at 390 px — both rendered, one
// hidden by CSS, so the server's HTML is already right at either width. Each shows the order number (to its page),
// the member, type, statuses, cards, dates and a "late" mark past the estimate.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { CardCell } from '@/components/orders/CardCell';
import { dateText, useMemberLocale } from '@/components/orders/format';
import { orderTypeKeys } from '@/components/orders/status-labels';
import { processingQueueOf } from '@/lib/shared/lab/queues';
import type { StaffOrderRow } from '@/lib/shared/lab/views';
import { memberOrderStatusKey, processingKey } from './lab-labels';
import { staffOrderHref } from './lab-paths';

function useRowText() {
  const { t } = useTranslation(['lab', 'myorders']);
  const locale = useMemberLocale();
  return {
    t,
    date: (iso: string | null) => (iso ? dateText(iso, locale) : '—'),
    type: (row: StaffOrderRow) =>
      orderTypeKeys(row)
        .map((key) => t(`myorders:${key}`))
        .join(' · '),
    // The lab step of an order in the lab, with its order status when that says more than "paid"; an order outside the
    // lab (unpaid, cancelled, refunded) by its order status alone.
    status: (row: StaffOrderRow) => {
      if (processingQueueOf({ gradingOrderStatus: row.status, gradingOrderProcessingStatus: row.processingStatus }) === null)
        return t(memberOrderStatusKey(row.status));
      const step = t(processingKey(row.processingStatus));
      return row.status === 'PROCESSING' ? step : `${step} · ${t(memberOrderStatusKey(row.status))}`;
    },
  };
}

function LateChip({ row }: { row: StaffOrderRow }) {
  const { t } = useTranslation('lab');
  if (!row.late) return null;
  return <Chip size="small" color="error" label={t('queues.late')} sx={{ fontWeight: 700 }} />;
}

function OrderLink({ row }: { row: StaffOrderRow }) {
  return (
    <Link component={NextLink} href={staffOrderHref(row.orderNumber)} underline="hover" sx={{ fontWeight: 700 }}>
      {row.orderNumber}
    </Link>
  );
}

function RowTable({ rows }: { rows: StaffOrderRow[] }) {
  const text = useRowText();
  const { t } = text;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('queues.listLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('queues.columns.orderNumber')}</TableCell>
            <TableCell>{t('queues.columns.member')}</TableCell>
            <TableCell>{t('queues.columns.type')}</TableCell>
            <TableCell>{t('queues.columns.status')}</TableCell>
            <TableCell align="right">{t('queues.columns.cards')}</TableCell>
            <TableCell>{t('queues.columns.paidAt')}</TableCell>
            <TableCell>{t('queues.columns.receivedAt')}</TableCell>
            <TableCell>{t('queues.columns.estimate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.orderNumber} hover sx={row.late ? { '& td:first-of-type': { borderLeft: 4, borderLeftColor: 'error.main' } } : undefined}>
              <TableCell>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                  <OrderLink row={row} />
                  <LateChip row={row} />
                </Stack>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {row.memberEmail}
                <Typography variant="caption" color="textSecondary" component="div">
                  {row.memberNick}
                </Typography>
              </TableCell>
              <TableCell>{text.type(row)}</TableCell>
              <TableCell>{text.status(row)}</TableCell>
              <TableCell align="right">{row.totalQt}</TableCell>
              <TableCell>{text.date(row.paidAt)}</TableCell>
              <TableCell>{text.date(row.receivedAt)}</TableCell>
              <TableCell sx={row.late ? { color: 'error.main', fontWeight: 700 } : undefined}>{text.date(row.estimatedCompletionAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RowCards({ rows }: { rows: StaffOrderRow[] }) {
  const text = useRowText();
  const { t } = text;
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label={t('queues.listLabel')}>
      {rows.map((row) => (
        <Paper
          component="li"
          key={row.orderNumber}
          variant="outlined"
          aria-labelledby={`queue-card-${row.orderNumber}`}
          sx={{ listStyle: 'none', p: 2, ...(row.late ? { borderLeft: 4, borderLeftColor: 'error.main' } : {}) }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h3" id={`queue-card-${row.orderNumber}`} sx={{ fontSize: '1.05rem' }}>
              <OrderLink row={row} />
            </Typography>
            <LateChip row={row} />
          </Stack>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
            {text.status(row)}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 1.25 }}>
            <CardCell label={t('queues.columns.member')}>{row.memberEmail}</CardCell>
            <CardCell label={t('queues.columns.type')}>{text.type(row)}</CardCell>
            <CardCell label={t('queues.columns.cards')}>{row.totalQt}</CardCell>
            <CardCell label={t('queues.columns.paidAt')}>{text.date(row.paidAt)}</CardCell>
            <CardCell label={t('queues.columns.receivedAt')}>{text.date(row.receivedAt)}</CardCell>
            <CardCell label={t('queues.columns.estimate')}>{text.date(row.estimatedCompletionAt)}</CardCell>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

export function QueueRows({ rows }: { rows: StaffOrderRow[] }) {
  return (
    <>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <RowTable rows={rows} />
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <RowCards rows={rows} />
      </Box>
    </>
  );
}
