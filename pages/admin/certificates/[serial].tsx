// /admin/certificates/[serial] — one certificate in the back office (issue #22;
// docs/product/certificates.md#staff-corrections): staff see the record, its labels, scans, queue entries and audit
// trail and print its label; admins also regrade, correct, void and restore it. Rendered on the server for staff
// (staffPageProps: the not-found page for anyone else, and for an unknown or malformed serial), then kept by
// react-query; every action answers the fresh certificate.
import Alert from '@mui/material/Alert';
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { LoadingCard } from '@/components/account/LoadingCard';
import { certAdminErrorKey } from '@/components/staff/certificates/cert-admin-errors';
import { CertificateAdminView } from '@/components/staff/certificates/CertificateAdminView';
import { OwnershipPanel } from '@/components/staff/certificates/OwnershipPanel';
import { StaffShell } from '@/components/staff/StaffShell';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { useStaffCertificate } from '@/hooks/useStaffCertificate';
import { parseCertificateSerial } from '@/lib/server/certificates/certificate-errors';
import { getStaffCertificate } from '@/lib/server/certificates/get-staff-certificate';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';

export default function StaffCertificatePage({ initial }: StaffPageProps<StaffCertificateDetail>) {
  const { t } = useTranslation(['certAdmin', 'errors']);
  const { query } = useRouter();
  const serial = typeof query.serial === 'string' ? query.serial : '';
  const { data, error } = useStaffCertificate(serial, initial);
  const { user } = useDisplayUser();
  return (
    <StaffShell active="certificates" title={t('page.title', { serial })}>
      {data ? <CertificateAdminView detail={data} /> : error ? <Alert severity="error">{t(certAdminErrorKey(error))}</Alert> : <LoadingCard rows={6} />}
      {/* Owners are member data: the panel is for admins (its API answers them only), issue #25. */}
      {data && user?.role === 'ADMIN' && <OwnershipPanel serial={data.serial} />}
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<StaffCertificateDetail>> = (ctx) =>
  // A malformed serial is the same not-found page as an unknown one (staffPageProps turns the 404 into it).
  staffPageProps(ctx, ['audit', 'certAdmin', 'claims', 'lab', 'labApi', 'orders', 'myorders', 'account', 'errors'], (db, session) =>
    getStaffCertificate(db, session, parseCertificateSerial(ctx.params?.serial)),
  );
