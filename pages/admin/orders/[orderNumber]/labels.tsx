// The printable label sheet of an order (issue #10; docs/product/certificates.md#label-printing): `?format=a4` (a grid
// of labels on A4) or `?format=roll` (one label per page on a label roll). Print records which labels went to the
// printer (labelPrintedAt, audited) and opens the browser's print dialog; only the sheet is printed. Staff only
// (staffPageProps: the not-found page for anyone else, and for an unknown order or a draft).
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { LoadingCard } from '@/components/account/LoadingCard';
import { LabelSheetView } from '@/components/staff/certificates/LabelSheetView';
import { StaffShell } from '@/components/staff/StaffShell';
import { labelsErrorKey, useLabelSheet, useLabelsPrinted } from '@/hooks/useLabelSheet';
import { getLabelSheet } from '@/lib/server/certificates/label-sheet';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import { LABEL_FORMATS, type LabelSheet, parseLabelFormat } from '@/lib/shared/lab/labels';

export default function LabelsPage({ initial }: StaffPageProps<LabelSheet>) {
  const { t } = useTranslation(['labels', 'claims', 'errors']);
  const router = useRouter();
  const orderNumber = typeof router.query.orderNumber === 'string' ? router.query.orderNumber : '';
  const format = parseLabelFormat(router.query.format);
  const { data, error } = useLabelSheet(orderNumber, initial);
  const printed = useLabelsPrinted(orderNumber);
  const labels = data?.labels ?? [];

  const print = () => {
    // Recorded as the dialog opens (the request goes out before print() blocks the page); a failure shows below.
    printed.mutate({ serials: labels.map((label) => label.serial) });
    window.print();
  };
  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button component={NextLink} href={`/admin/orders/${encodeURIComponent(orderNumber)}`}>
        {t('labels:page.back')}
      </Button>
      {/* The slip with the members' claim codes, packed with the slabs (issue #25): never on the label itself. */}
      <Button component={NextLink} href={`/admin/orders/${encodeURIComponent(orderNumber)}/packing-slip`}>
        {t('claims:slip.open')}
      </Button>
      <ToggleButtonGroup value={format} exclusive size="small" aria-label={t('labels:page.format')}>
        {LABEL_FORMATS.map((value) => (
          <ToggleButton
            key={value}
            value={value}
            component={NextLink}
            href={{ pathname: router.pathname, query: { ...router.query, format: value } }}
            shallow
            replace
          >
            {t(`labels:page.formats.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button variant="contained" startIcon={<PrintOutlined />} onClick={print} disabled={labels.length === 0 || printed.isPending}>
        {t('labels:page.print')}
      </Button>
    </Stack>
  );

  return (
    <StaffShell active="queues" title={t('labels:page.title', { orderNumber })} actions={actions}>
      <Stack spacing={2}>
        {printed.isError && <Alert severity="error">{t(labelsErrorKey(printed.error))}</Alert>}
        {printed.isSuccess && <Alert severity="success">{t('labels:page.recorded', { count: printed.variables?.serials.length ?? 0 })}</Alert>}
        {data ? (
          <>
            <Alert severity="info">{t(`labels:page.formatHint.${format}`)}</Alert>
            {data.reholder && <Alert severity="info">{t('labels:page.reholder')}</Alert>}
            {!data.printable ? (
              <Alert severity="warning">{t('labels:page.notPrintable')}</Alert>
            ) : labels.length === 0 ? (
              <Alert severity="warning">{t('labels:page.empty')}</Alert>
            ) : (
              <LabelSheetView labels={labels} format={format} />
            )}
          </>
        ) : error ? (
          <Alert severity="error">{t(labelsErrorKey(error))}</Alert>
        ) : (
          <LoadingCard rows={4} />
        )}
      </Stack>
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<LabelSheet>> = (ctx) =>
  // A malformed number is the same not-found page as an unknown one (staffPageProps turns the 404 into it).
  staffPageProps(ctx, ['labels', 'claims', 'account', 'errors'], (db, session) => getLabelSheet(db, session, parseOrderNumber(ctx.params?.orderNumber)));
