// /admin/community — staff hide albums and feed items from the public, or show them again (issue #25). Every staff role.
import type { GetServerSideProps } from 'next';
import { LoadingCard } from '@/components/account/LoadingCard';
import { StaffShell } from '@/components/staff/StaffShell';
import { CommunityModeration } from '@/components/staff/community/CommunityModeration';
import { useCommunityModeration } from '@/hooks/useCommunityModeration';
import { useTranslation } from '@/hooks/useTranslation';
import { listCommunityModeration } from '@/lib/server/feed/moderation/list-moderation';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { CommunityModerationView } from '@/lib/shared/feed/moderation-views';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export default function AdminCommunityPage({ initial }: StaffPageProps<CommunityModerationView>) {
  const { t } = useTranslation('communityAdmin');
  const { data } = useCommunityModeration(initial);
  return (
    <StaffShell active="community" title={t('title')}>
      {data ? <CommunityModeration data={data} /> : <LoadingCard />}
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<CommunityModerationView>> = (ctx) =>
  staffPageProps(ctx, ['communityAdmin', 'admin', 'errors'], (db) => listCommunityModeration(db), STAFF_ROLES);
