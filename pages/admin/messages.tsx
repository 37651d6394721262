// /admin/messages — e-mails and SMS the outbox could not deliver (ADMIN only; decision 0026): the FAILED ones with their
// last error and a resend button, and those still waiting. The server renders the tab and page of the URL; changing
// them changes the URL without a new server render and the list is fetched in the browser.
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { OutboxMessageList } from '@/components/staff/admin/OutboxMessageList';
import { StaffShell } from '@/components/staff/StaffShell';
import { type OutboxListState, useAdminOutbox } from '@/hooks/useAdminOutbox';
import { useTranslation } from '@/hooks/useTranslation';
import { listOutboxMessages } from '@/lib/server/admin/list-outbox-messages';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { AdminOutboxPage } from '@/lib/shared/admin/outbox-views';
import { outboxListQuerySchema } from '@/lib/shared/schemas/admin/outbox-messages';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

/** The URL's tab and page; a wrong or hand-edited one shows the first page of FAILED messages, never an error. */
function parseList(query: Partial<Record<string, string | string[]>>): OutboxListState {
  try {
    const parsed = outboxListQuerySchema.validateSync(query, { stripUnknown: true });
    return { status: parsed.status ?? 'FAILED', page: parsed.page };
  } catch {
    return { status: 'FAILED', page: 1 };
  }
}

export default function AdminMessagesPage({ initial }: StaffPageProps<AdminOutboxPage>) {
  const { t } = useTranslation('outboxAdmin');
  const router = useRouter();
  const [list, setList] = useState<OutboxListState>(() => parseList(router.query));
  const { data, error, isFetching, isPlaceholderData } = useAdminOutbox(list, initial);
  const change = (next: OutboxListState) => {
    setList(next);
    void router.push({ pathname: router.pathname, query: { status: next.status, ...(next.page > 1 ? { page: String(next.page) } : {}) } }, undefined, {
      shallow: true,
      scroll: false,
    });
  };
  return (
    <StaffShell active="messages" title={t('title')}>
      <OutboxMessageList list={list} data={data} loading={isFetching && isPlaceholderData} error={error} onChange={change} />
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<AdminOutboxPage>> = (ctx) =>
  staffPageProps(ctx, ['outboxAdmin', 'admin', 'errors'], (db, session) => listOutboxMessages(db, session, parseList(ctx.query)), ADMIN_ROLES);
