// /admin/members/[mbId] — one member in the members tool (ADMIN only; issue #10): the profile, the membership tier,
// the role, dormancy and the latest changes. An unknown or malformed member id is the not-found page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { LoadingCard } from '@/components/account/LoadingCard';
import { adminErrorKey } from '@/components/staff/admin/admin-errors';
import { MemberDormancyPanel } from '@/components/staff/admin/MemberDormancyPanel';
import { MemberHistory } from '@/components/staff/admin/MemberHistory';
import { MemberMembershipForm } from '@/components/staff/admin/MemberMembershipForm';
import { MemberProfile } from '@/components/staff/admin/MemberProfile';
import { MemberRoleForm } from '@/components/staff/admin/MemberRoleForm';
import { StaffShell } from '@/components/staff/StaffShell';
import { useAdminMember } from '@/hooks/useAdminMember';
import { getAdminMember } from '@/lib/server/admin/get-admin-member';
import { memberNotFound } from '@/lib/server/admin/member-errors';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { AdminMemberDetail } from '@/lib/shared/admin/views';
import { memberParamSchema } from '@/lib/shared/schemas/admin/members';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

interface Props {
  mbId: string;
}

export default function AdminMemberPage({ initial, mbId }: StaffPageProps<AdminMemberDetail> & Props) {
  const { t } = useTranslation('admin');
  const { data, error } = useAdminMember(mbId, initial);
  const back = (
    <Button component={NextLink} href="/admin/members" size="small">
      {t('members.back')}
    </Button>
  );
  return (
    <StaffShell active="members" title={data?.mbNick ?? t('members.title')} actions={back}>
      {data ? (
        // The changes sit beside the profile on desktop and right after it at 390 px; the history follows.
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <MemberProfile member={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <MemberMembershipForm member={data} />
            <MemberRoleForm member={data} />
            <MemberDormancyPanel member={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 7 }}>
            <MemberHistory history={data.history} />
          </Grid>
        </Grid>
      ) : error ? (
        <Alert severity="error">{t(adminErrorKey(error))}</Alert>
      ) : (
        <LoadingCard rows={6} />
      )}
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<AdminMemberDetail> & Props> = async (ctx) => {
  const mbId = typeof ctx.params?.mbId === 'string' ? ctx.params.mbId : '';
  const result = await staffPageProps(
    ctx,
    ['admin', 'audit', 'account', 'errors'],
    (db, session) => {
      if (!memberParamSchema.isValidSync({ mbId })) throw memberNotFound();
      return getAdminMember(db, session, mbId);
    },
    ADMIN_ROLES,
  );
  return 'props' in result ? { props: { ...(await result.props), mbId } } : result;
};
