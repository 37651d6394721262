// The partner inquiry inbox (issue #10): a tab per status with its count, the inquiries newest first, pages, and what
// became of the last status change (a change made meanwhile by another admin shows the conflict message; the list is
// fetched again either way).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { LinkPagination } from '@/components/common/LinkPagination';
import { useAdminChangeInquiryStatus } from '@/hooks/useAdminInquiries';
import type { InquiryStatus } from '@/lib/server/db/generated/enums';
import { inquiryListParams } from '@/lib/shared/admin/list-query';
import type { AdminInquiry, AdminInquiryPage } from '@/lib/shared/admin/views';
import { INQUIRY_STATUSES, type InquiryListQuery } from '@/lib/shared/schemas/admin/inquiries';
import { adminErrorKey } from './admin-errors';
import { InquiryCard } from './InquiryCard';

interface Props {
  list: InquiryListQuery;
  data: AdminInquiryPage | undefined;
  loading: boolean;
  error: unknown;
  onChange: (list: InquiryListQuery) => void;
}

const ALL = 'ALL';

export function InquiryInbox({ list, data, loading, error, onChange }: Props) {
  const { t } = useTranslation('admin');
  const mutation = useAdminChangeInquiryStatus();
  const move = (inquiry: AdminInquiry, status: InquiryStatus) => mutation.mutate({ id: inquiry.id, expectedStatus: inquiry.status, status });
  const total = data ? INQUIRY_STATUSES.reduce((sum, status) => sum + data.counts[status], 0) : 0;
  const label = (text: string, count: number | undefined) => (count === undefined ? text : `${text} (${count})`);

  return (
    <>
      <Tabs
        value={list.status ?? ALL}
        onChange={(_event, value: string) => onChange({ status: value === ALL ? null : (value as InquiryStatus), page: 1 })}
        variant="scrollable"
        scrollButtons={false}
        aria-label={t('inquiries.filter')}
        sx={{ mb: 2 }}
      >
        <Tab value={ALL} label={label(t('inquiries.all'), data ? total : undefined)} sx={{ minWidth: 0 }} />
        {INQUIRY_STATUSES.map((status) => (
          <Tab key={status} value={status} label={label(t(`inquiries.statuses.${status}`), data?.counts[status])} sx={{ minWidth: 0 }} />
        ))}
      </Tabs>
      <Box aria-live="polite">
        {mutation.isSuccess && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('inquiries.changed', { status: t(`inquiries.statuses.${mutation.data.status}`) })}
          </Alert>
        )}
        {mutation.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(adminErrorKey(mutation.error))}
          </Alert>
        )}
      </Box>
      {error && !data && <Alert severity="error">{t(adminErrorKey(error))}</Alert>}
      {data && (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {t('inquiries.count', { count: data.total })}
          </Typography>
          {data.items.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography>{t('inquiries.empty')}</Typography>
            </Paper>
          ) : (
            <Box sx={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
              {data.items.map((inquiry) => (
                <InquiryCard key={inquiry.id} inquiry={inquiry} busy={mutation.isPending} onMove={move} />
              ))}
            </Box>
          )}
          <LinkPagination
            page={data.page}
            total={data.total}
            pageSize={data.pageSize}
            href={(page) => ({ pathname: '/admin/inquiries', query: inquiryListParams({ ...list, page }) })}
            onPage={(page) => onChange({ ...list, page })}
            label={t('common.pages')}
            mt={2}
          />
        </>
      )}
    </>
  );
}
