// /admin/certificates/[serial]/label — a certificate's own label, outside any order (issue #22;
// docs/product/certificates.md#staff-corrections): after a regrade or a correction the next generation, otherwise the
// current label again. The same sheet as an order's (`?format=a4|roll`, LabelSheetView); Print records the label first
// and opens the browser's print dialog once it is recorded. Staff only (the not-found page for anyone else, and for an
// unknown serial).
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
import { certAdminErrorKey } from '@/components/staff/certificates/cert-admin-errors';
import { staffCertificateHref } from '@/components/staff/certificates/cert-admin-paths';
import { LabelSheetView } from '@/components/staff/certificates/LabelSheetView';
import { StaffShell } from '@/components/staff/StaffShell';
import { useCertificateLabel, useCertificateLabelPrinted } from '@/hooks/useCertificateLabel';
import { getCertificateLabel } from '@/lib/server/certificates/certificate-label';
import { parseCertificateSerial } from '@/lib/server/certificates/certificate-errors';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { CertificateLabelSheet } from '@/lib/shared/certificates/staff-views';
import { LABEL_FORMATS, parseLabelFormat } from '@/lib/shared/lab/labels';

export default function CertificateLabelPage({ initial }: StaffPageProps<CertificateLabelSheet>) {
  const { t } = useTranslation(['certAdmin', 'labels', 'errors']);
  const router = useRouter();
  const serial = typeof router.query.serial === 'string' ? router.query.serial : '';
  const format = parseLabelFormat(router.query.format);
  const { data, error } = useCertificateLabel(serial, initial);
  const printed = useCertificateLabelPrinted(serial);

  const print = () => {
    if (!data?.label || data.generation === null) return;
    // Recorded first: the printer only ever gets a label the records know.
    printed.mutate({ expectedState: data.state, generation: data.generation }, { onSuccess: () => window.print() });
  };
  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button component={NextLink} href={staffCertificateHref(serial)}>
        {t('labelPage.back')}
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
      <Button variant="contained" startIcon={<PrintOutlined />} onClick={print} disabled={!data?.label || printed.isPending}>
        {t('labels:page.print')}
      </Button>
    </Stack>
  );

  return (
    <StaffShell active="certificates" title={t('labelPage.title', { serial })} actions={actions}>
      <Stack spacing={2}>
        {printed.isError && <Alert severity="error">{t(certAdminErrorKey(printed.error))}</Alert>}
        {printed.isSuccess && <Alert severity="success">{t('labelPage.recorded', { generation: printed.data.generation ?? '' })}</Alert>}
        {data ? (
          <>
            <Alert severity="info">{t(`labels:page.formatHint.${format}`)}</Alert>
            {!data.printable || !data.label ? (
              <Alert severity="warning">{t('labelPage.notPrintable')}</Alert>
            ) : (
              <>
                <Alert severity={data.reason ? 'warning' : 'info'}>
                  {data.reason
                    ? t('labelPage.newLabel', { generation: data.generation ?? '', reason: t(`labels.reasons.${data.reason}`) })
                    : t('labelPage.reprint', { generation: data.generation ?? '' })}
                </Alert>
                <LabelSheetView labels={[data.label]} format={format} />
              </>
            )}
          </>
        ) : error ? (
          <Alert severity="error">{t(certAdminErrorKey(error))}</Alert>
        ) : (
          <LoadingCard rows={3} />
        )}
      </Stack>
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<CertificateLabelSheet>> = (ctx) =>
  staffPageProps(ctx, ['certAdmin', 'labels', 'account', 'errors'], (db, session) =>
    getCertificateLabel(db, session, parseCertificateSerial(ctx.params?.serial)),
  );
