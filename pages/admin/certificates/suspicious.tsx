// /admin/certificates/suspicious — the suspicious-certificates queue (issue #22;
// docs/product/certificates.md#suspicious-certificates): staff confirm or dismiss each entry, admins may reopen a
// decided one. The server renders the status, source and page of the URL; changing them changes the URL without a new
// server render and the list is fetched in the browser.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { FlagQueue } from '@/components/staff/certificates/FlagQueue';
import { StaffShell } from '@/components/staff/StaffShell';
import { useCertificateFlags } from '@/hooks/useCertificateFlags';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { listFlags } from '@/lib/server/certificates/flags/list-flags';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import { flagListParams, parseFlagList } from '@/lib/shared/certificates/flag-list-query';
import type { CertificateFlagPage } from '@/lib/shared/certificates/staff-views';
import type { FlagListQuery } from '@/lib/shared/schemas/certificate-admin';
import { isAdminRole } from '@/lib/shared/staff/roles';

interface Initial {
  list: FlagListQuery;
  page: CertificateFlagPage;
}

export default function SuspiciousCertificatesPage({ initial }: StaffPageProps<Initial>) {
  const { t } = useTranslation('certAdmin');
  const router = useRouter();
  // The role only shows the reopen button; the server refuses it to anyone else.
  const { user } = useDisplayUser();
  const routed = parseFlagList(router.query);
  const routedKey = JSON.stringify(flagListParams(routed));
  const [list, setList] = useState(routed);
  const [followed, setFollowed] = useState(routedKey);
  if (followed !== routedKey) {
    setFollowed(routedKey);
    setList(routed);
  }
  const { data, error, isFetching, isPlaceholderData } = useCertificateFlags(list, initial);
  const change = (next: FlagListQuery) => {
    setList(next);
    void router.push({ pathname: router.pathname, query: flagListParams(next) }, undefined, { shallow: true, scroll: false });
  };
  return (
    <StaffShell active="certificates" title={t('flags.title')}>
      <FlagQueue list={list} data={data} loading={isFetching && isPlaceholderData} error={error} canReopen={isAdminRole(user?.role)} onChange={change} />
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<Initial>> = (ctx) =>
  staffPageProps(ctx, ['certAdmin', 'myorders', 'account', 'errors'], async (db, session) => {
    const list = parseFlagList(ctx.query);
    return { list, page: await listFlags(db, session, list) };
  });
