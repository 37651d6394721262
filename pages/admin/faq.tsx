// The FAQ in the content tools (issue #10), ADMIN only: every topic's questions in zh-TW, en and ko, added, edited,
// reordered and deleted.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import Alert from '@mui/material/Alert';
import { LoadingCard } from '@/components/account/LoadingCard';
import { FaqManager } from '@/components/staff/content/FaqManager';
import { CONTENT_ERROR_KEYS } from '@/components/staff/content/form-errors';
import { StaffShell } from '@/components/staff/StaffShell';
import { useAdminFaq } from '@/hooks/useAdminContentFaq';
import { errorMessageKey } from '@/lib/client/error-message';
import { listAdminFaq } from '@/lib/server/admin-content/list-admin-faq';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { AdminFaqGroup } from '@/lib/shared/admin-content/views';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export default function AdminFaqPage({ initial }: StaffPageProps<AdminFaqGroup[]>) {
  const { t } = useTranslation(['adminContent', 'errors']);
  const { data, error } = useAdminFaq(initial);
  return (
    <StaffShell active="faq" title={t('faq.title')}>
      {data ? (
        <FaqManager groups={data} />
      ) : error ? (
        <Alert severity="error">{t(errorMessageKey(error, CONTENT_ERROR_KEYS))}</Alert>
      ) : (
        <LoadingCard ns="adminContent" rows={4} />
      )}
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<AdminFaqGroup[]>> = (ctx) =>
  staffPageProps(ctx, ['adminContent', 'faq', 'errors'], listAdminFaq, ADMIN_ROLES);
