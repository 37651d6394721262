// The lab's work queues (issue #10): a tab per queue with its count (scrollable at 390 px), a search by order
// number, member e-mail or serial, the orders of the queue oldest paid first, late ones marked, and pages. Queue,
// search and page live in the URL; tabs and pages are plain links that also work before the page is interactive.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import NextLink from 'next/link';
import { type FormEvent, type MouseEvent, useState } from 'react';
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
  const [text, setText] = useState(query.q ?? '');
  const [shown, setShown] = useState(query.q);
  // A search changed by the URL (back, forward, a link) shows in the box.
  if (shown !== query.q) {
    setShown(query.q);
    setText(query.q ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = searchText(text);
    // A new search looks through every order; clearing it goes back to the default queue.
    onChange({ queue: defaultQueueFor(q), q, page: 1 });
  };
  return (
    <Stack component="form" role="search" onSubmit={submit} direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        id="queue-search"
        type="search"
        size="small"
        label={t('queues.search.label')}
        placeholder={t('queues.search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: SEARCH_MAX } }}
        sx={{ flex: '1 1 260px', maxWidth: 480 }}
      />
      <Button type="submit" variant="contained">
        {t('queues.search.submit')}
      </Button>
      {query.q && (
        <Button onClick={() => onChange({ queue: defaultQueueFor(null), q: null, page: 1 })}>{t('queues.search.clear')}</Button>
      )}
    </Stack>
  );
}

export function QueueList({ query, data, loading, error, onChange }: Props) {
  const { t } = useTranslation(['lab', 'errors']);
  const follow = (next: StaffOrdersQuery) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChange(next);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const tabLabel = (queue: QueueId) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      {t(queueKey(queue))}
      {data && (
        <Box component="span" sx={{ minWidth: 22, px: 0.75, borderRadius: 10, bgcolor: 'action.selected', fontSize: '0.75rem', lineHeight: '20px' }}>
          {data.counts[queue] ?? 0}
        </Box>
      )}
    </Box>
  );

  return (
    <>
      <SearchBox query={query} onChange={onChange} />
      <Tabs value={query.queue} variant="scrollable" scrollButtons={false} aria-label={t('queues.tabsLabel')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {QUEUE_IDS.map((queue) => (
          <Tab
            key={queue}
            value={queue}
            label={tabLabel(queue)}
            id={`queue-tab-${queue}`}
            aria-controls="queue-tabpanel"
            component={NextLink}
            href={listHref({ ...query, queue, page: 1 })}
            onClick={follow({ ...query, queue, page: 1 })}
            sx={{ minWidth: 0, px: 1.5 }}
          />
        ))}
      </Tabs>
      {query.q && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} role="status">
          {t('queues.search.resultsFor', { q: query.q, count: data?.total ?? 0 })}
        </Typography>
      )}
      <Box role="tabpanel" id="queue-tabpanel" aria-labelledby={`queue-tab-${query.queue}`} aria-busy={loading} sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 0.2s' }}>
        {error && !data ? (
          <Alert severity="error">{t(labErrorKey(error))}</Alert>
        ) : !data ? null : data.rows.length === 0 ? (
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
            <Typography>{t(query.q ? 'queues.emptySearch' : 'queues.empty')}</Typography>
          </Paper>
        ) : (
          <QueueRows rows={data.rows} />
        )}
      </Box>
      {data && pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(query.page, pages)}
          renderItem={(item) => <PaginationItem {...item} component={NextLink} href={listHref({ ...query, page: item.page ?? 1 })} onClick={follow({ ...query, page: item.page ?? 1 })} />}
          aria-label={t('queues.pagination.label')}
          getItemAriaLabel={(type, page, selected) => (type === 'page' ? t(selected ? 'queues.pagination.current' : 'queues.pagination.page', { page }) : t(`queues.pagination.${type}`))}
          siblingCount={0}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </>
  );
}
