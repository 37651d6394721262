// /admin/refunds — refunds the gateway has not confirmed (issue #23, decision 0027): staff send them now or record a
// bank transfer made by hand. Every staff role (the roles that may refund an order); the list is rendered by the
// server and kept fresh in the browser.
import type { GetServerSideProps } from 'next';
import { StuckRefundList } from '@/components/staff/refunds/StuckRefundList';
import { StaffShell } from '@/components/staff/StaffShell';
import { useStuckRefunds } from '@/hooks/useStuckRefunds';
import { useTranslation } from '@/hooks/useTranslation';
import { listStuckRefunds } from '@/lib/server/payments/list-stuck-refunds';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { StuckRefundView } from '@/lib/shared/refunds/views';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export default function AdminRefundsPage({ initial }: StaffPageProps<StuckRefundView[]>) {
  const { t } = useTranslation('refunds');
  const { data, error } = useStuckRefunds(initial);
  return (
    <StaffShell active="refunds" title={t('title')}>
      <StuckRefundList refunds={data} error={error} />
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<StuckRefundView[]>> = (ctx) =>
  staffPageProps(ctx, ['refunds', 'admin', 'errors'], (db, session) => listStuckRefunds(db, session), STAFF_ROLES);
