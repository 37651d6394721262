// The lab's order page (issue #10): everything the member sees plus the lab's side — checks, scoring, certificates,
// internal notes, the audit trail and the next steps. Rendered on the server for staff (staffPageProps: the not-found
// page for anyone else), then kept by react-query; an unknown number or a draft is the not-found page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { LoadingCard } from '@/components/account/LoadingCard';
import { labErrorKey } from '@/components/staff/lab/lab-errors';
import { labelsHref } from '@/components/staff/lab/lab-paths';
import { StaffOrderView } from '@/components/staff/lab/StaffOrderView';
import { StaffShell } from '@/components/staff/StaffShell';
import { useRefreshStaffOrder, useStaffOrder } from '@/hooks/useStaffOrder';
import { getStaffOrder } from '@/lib/server/lab/get-staff-order';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';

export default function StaffOrderPage({ initial }: StaffPageProps<StaffOrderDetail>) {
  const { t } = useTranslation(['lab', 'labApi', 'errors']);
  const { query } = useRouter();
  const orderNumber = typeof query.orderNumber === 'string' ? query.orderNumber : '';
  const { data, error } = useStaffOrder(orderNumber, initial);
  const refresh = useRefreshStaffOrder(orderNumber);
  const printLabels = data?.actions.printLabels ? (
    <Button component={NextLink} href={labelsHref(orderNumber)} variant="outlined">
      {t('order.printLabels')}
    </Button>
  ) : undefined;
  return (
    <StaffShell active="queues" title={t('order.title', { orderNumber })} actions={printLabels}>
      {data ? (
        <StaffOrderView detail={data} onImagesChanged={() => void refresh()} />
      ) : error ? (
        <Alert severity="error">{t(labErrorKey(error))}</Alert>
      ) : (
        <LoadingCard rows={6} />
      )}
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<StaffOrderDetail>> = (ctx) =>
  // A malformed number is the same not-found page as an unknown one (staffPageProps turns the 404 into it).
  staffPageProps(ctx, ['audit', 'lab', 'labApi', 'labels', 'photos', 'myorders', 'orders', 'payments', 'account', 'errors'], (db, session) =>
    getStaffOrder(db, session, parseOrderNumber(ctx.params?.orderNumber)),
  );
