// /admin/inquiries — the partner inquiry inbox (ADMIN only; issue #10, docs/product/storefront.md#partner-shops-and-inquiry).
// The server renders the status filter and page of the URL; changing them changes the URL without a new server
// render and the list is fetched in the browser.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { InquiryInbox } from '@/components/staff/admin/InquiryInbox';
import { StaffShell } from '@/components/staff/StaffShell';
import { useAdminInquiries } from '@/hooks/useAdminInquiries';
import { listInquiries } from '@/lib/server/admin/list-inquiries';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import { inquiryListParams, parseInquiryList } from '@/lib/shared/admin/list-query';
import type { AdminInquiryPage } from '@/lib/shared/admin/views';
import type { InquiryListQuery } from '@/lib/shared/schemas/admin/inquiries';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

interface Initial {
  list: InquiryListQuery;
  page: AdminInquiryPage;
}

export default function AdminInquiriesPage({ initial }: StaffPageProps<Initial>) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const routed = parseInquiryList(router.query);
  const routedKey = JSON.stringify(inquiryListParams(routed));
  const [list, setList] = useState(routed);
  const [followed, setFollowed] = useState(routedKey);
  if (followed !== routedKey) {
    setFollowed(routedKey);
    setList(routed);
  }
  const { data, error, isFetching, isPlaceholderData } = useAdminInquiries(list, initial);
  const change = (next: InquiryListQuery) => {
    setList(next);
    void router.push({ pathname: router.pathname, query: inquiryListParams(next) }, undefined, { shallow: true, scroll: false });
  };
  return (
    <StaffShell active="inquiries" title={t('inquiries.title')}>
      <InquiryInbox list={list} data={data} loading={isFetching && isPlaceholderData} error={error} onChange={change} />
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<Initial>> = (ctx) =>
  staffPageProps(
    ctx,
    ['admin', 'errors'],
    async (db, session) => {
      const list = parseInquiryList(ctx.query);
      return { list, page: await listInquiries(db, session, list) };
    },
    ADMIN_ROLES,
  );
