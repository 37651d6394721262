// /admin/members — the members tool's search (ADMIN only; issue #10). The server renders the search of the URL;
// changing it changes the URL without a new server render and the results are fetched in the browser.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { MemberList } from '@/components/staff/admin/MemberList';
import { MemberSearchForm } from '@/components/staff/admin/MemberSearchForm';
import { StaffShell } from '@/components/staff/StaffShell';
import { useAdminMembers } from '@/hooks/useAdminMembers';
import { listMembers } from '@/lib/server/admin/list-members';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import { memberSearchParams, parseMemberSearch } from '@/lib/shared/admin/list-query';
import type { AdminMemberRow, Paged } from '@/lib/shared/admin/views';
import type { MemberSearchQuery } from '@/lib/shared/schemas/admin/members';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

interface Initial {
  search: MemberSearchQuery;
  page: Paged<AdminMemberRow>;
}

export default function AdminMembersPage({ initial }: StaffPageProps<Initial>) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const routed = parseMemberSearch(router.query);
  const routedKey = JSON.stringify(memberSearchParams(routed));
  const [search, setSearch] = useState(routed);
  const [followed, setFollowed] = useState(routedKey);
  if (followed !== routedKey) {
    setFollowed(routedKey);
    setSearch(routed);
  }
  const { data, error, isFetching, isPlaceholderData } = useAdminMembers(search, initial);
  const change = (next: MemberSearchQuery) => {
    setSearch(next);
    void router.push({ pathname: router.pathname, query: memberSearchParams(next) }, undefined, { shallow: true, scroll: false });
  };
  return (
    <StaffShell active="members" title={t('members.title')}>
      <MemberSearchForm search={search} onChange={change} />
      <MemberList search={search} data={data} loading={isFetching && isPlaceholderData} error={error} onChange={change} />
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<Initial>> = (ctx) =>
  staffPageProps(
    ctx,
    ['admin', 'account', 'errors'],
    async (db, session) => {
      const search = parseMemberSearch(ctx.query);
      return { search, page: await listMembers(db, session, search) };
    },
    ADMIN_ROLES,
  );
