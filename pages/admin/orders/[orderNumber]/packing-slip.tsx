// The printable packing slip of an order (issue #25, docs/decisions/0035-claim-codes.md): printed with the labels and
// packed with the slabs, it carries each card's claim code (lib/server/claims/packing-slip.ts). Rendered on the
// server (or, when that render had no session yet, fetched once from GET /api/admin/orders/[orderNumber]/packing-slip),
// never refetched on focus; each opening is audited on the order.
// Staff only (staffPageProps: the not-found page for anyone else, and for an unknown order or a draft).
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GetServerSideProps } from 'next';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { LoadingCard } from '@/components/account/LoadingCard';
import { PackingSlipView } from '@/components/staff/certificates/PackingSlipView';
import { StaffShell } from '@/components/staff/StaffShell';
import { usePackingSlip } from '@/hooks/useClaims';
import { labelsErrorKey } from '@/hooks/useLabelSheet';
import { useTranslation } from '@/hooks/useTranslation';
import { getPackingSlip } from '@/lib/server/claims/packing-slip';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { PackingSlip } from '@/lib/shared/lab/packing-slip';

export default function PackingSlipPage({ initial }: StaffPageProps<PackingSlip>) {
  const { t } = useTranslation(['claims', 'labels', 'errors']);
  const router = useRouter();
  const orderNumber = typeof router.query.orderNumber === 'string' ? router.query.orderNumber : '';
  const { data: slip, error } = usePackingSlip(orderNumber, initial);
  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button component={NextLink} href={`/admin/orders/${encodeURIComponent(orderNumber)}/labels`}>
        {t('claims:slip.back')}
      </Button>
      <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()} disabled={!slip || slip.lines.length === 0}>
        {t('claims:slip.print')}
      </Button>
    </Stack>
  );
  return (
    <StaffShell active="queues" title={t('claims:slip.title', { orderNumber })} actions={actions}>
      <Stack spacing={2}>
        {!slip ? (
          error ? (
            <Alert severity="error">{t(labelsErrorKey(error))}</Alert>
          ) : (
            <LoadingCard rows={4} />
          )
        ) : !slip.printable ? (
          <Alert severity="warning">{t('labels:page.notPrintable')}</Alert>
        ) : slip.lines.length === 0 ? (
          <Alert severity="warning">{t('claims:slip.empty')}</Alert>
        ) : (
          <>
            <Alert severity="info">{t('claims:slip.audited')}</Alert>
            <PackingSlipView slip={slip} />
          </>
        )}
      </Stack>
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<PackingSlip>> = (ctx) =>
  staffPageProps(ctx, ['claims', 'labels', 'account', 'errors'], (db, session) => getPackingSlip(db, session, parseOrderNumber(ctx.params?.orderNumber)));
