// The lab's work queues (issue #10): a tab per queue with its count (scrollable at 390 px), a search by order
// number, member e-mail or serial (a serial with a certificate also links to its back-office page, issue #22), the
// orders of the queue oldest paid first, late ones marked, and pages. Queue,
// search and page live in the URL; tabs and pages are plain links that also work before the page is interactive.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import type { FormEvent } from 'react';
import { CountLabel } from '@/components/common/CountLabel';
import { staffCertificateHref } from '@/components/staff/certificates/cert-admin-paths';
import { LinkPagination, pageItemLabels } from '@/components/common/LinkPagination';
import { LinkTabPanel, LinkTabs } from '@/components/common/LinkTabs';
import { SearchField, useSearchText } from '@/components/common/SearchField';
import type { StaffOrdersQuery } from '@/hooks/useStaffOrders';
import { QUEUE_IDS } from '@/lib/shared/lab/queues';
import type { QueueId, StaffOrderList } from '@/lib/shared/lab/views';
import { SEARCH_MAX } from '@/lib/shared/schemas/lab-read';
import { labErrorKey } from './lab-errors';
import { queueKey } from './lab-labels';
import { defaultQueueFor, queueQueryParams, searchText } from './queue-query';
import { QueueRows } from './QueueRows';

const listHref = (query: StaffOrdersQuery) => ({ pathname: '/admin', query: queueQueryParams(query) });

interface Props {
  query: StaffOrdersQuery;
  data: StaffOrderList | undefined;
  loading: boolean;
  error: unknown;
  onChange: (query: StaffOrdersQuery) => void;
}

function SearchBox({ query, onChange }: Pick<Props, 'query' | 'onChange'>) {
  const { t } = useTranslation('lab');
  const [text, setText] = useSearchText(query.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = searchText(text);
    // A new search looks through every order; clearing it goes back to the default queue.
    onChange({ queue: defaultQueueFor(q), q, page: 1 });
  };
  return (
    <Stack component="form" role="search" onSubmit={submit} direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <SearchField
        id="queue-search"
        label={t('queues.search.label')}
        placeholder={t('queues.search.placeholder')}
        value={text}
        onChange={setText}
        maxLength={SEARCH_MAX}
        maxWidth={480}
      />
      <Button type="submit" variant="contained">
        {t('queues.search.submit')}
      </Button>
      {query.q && <Button onClick={() => onChange({ queue: defaultQueueFor(null), q: null, page: 1 })}>{t('queues.search.clear')}</Button>}
    </Stack>
  );
}

export function QueueList({ query, data, loading, error, onChange }: Props) {
  const { t } = useTranslation(['lab', 'errors']);
  const tabLabel = (queue: QueueId) => <CountLabel label={t(queueKey(queue))} count={data ? (data.counts[queue] ?? 0) : undefined} noWrap />;

  return (
    <>
      <SearchBox query={query} onChange={onChange} />
      <LinkTabs
        value={query.queue}
        values={QUEUE_IDS}
        idPrefix="queue"
        label={t('queues.tabsLabel')}
        tabLabel={tabLabel}
        href={(queue) => listHref({ ...query, queue, page: 1 })}
        onTab={(queue) => onChange({ ...query, queue, page: 1 })}
      />
      {query.q && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }} role="status">
          {t('queues.search.resultsFor', { q: query.q, count: data?.total ?? 0 })}
        </Typography>
      )}
      {data?.certificateSerial && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          <Link component={NextLink} href={staffCertificateHref(data.certificateSerial)} sx={{ fontWeight: 700 }}>
            {t('queues.search.certificate', { serial: data.certificateSerial })}
          </Link>
        </Alert>
      )}
      <LinkTabPanel idPrefix="queue" value={query.queue} loading={loading}>
        {error && !data ? (
          <Alert severity="error">{t(labErrorKey(error))}</Alert>
        ) : !data ? null : data.rows.length === 0 ? (
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
            <Typography>{t(query.q ? 'queues.emptySearch' : 'queues.empty')}</Typography>
          </Paper>
        ) : (
          <QueueRows rows={data.rows} />
        )}
      </LinkTabPanel>
      {data && (
        <LinkPagination
          page={query.page}
          total={data.total}
          pageSize={data.pageSize}
          href={(page) => listHref({ ...query, page })}
          onPage={(page) => onChange({ ...query, page })}
          label={t('queues.pagination.label')}
          itemAriaLabel={pageItemLabels(t, 'queues.pagination')}
        />
      )}
    </>
  );
}
