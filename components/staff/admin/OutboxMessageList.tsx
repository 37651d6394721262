// The back office's undelivered messages (decision 0026, ADMIN only): a tab for the FAILED ones and one for those still
// waiting (PENDING), each with its count; per message the recipient, template, channel, tries, last error and dates —
// never the body — and, for a FAILED one, the resend button. What became of the last resend is announced.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/lib/client/api';
import { useTranslation } from '@/hooks/useTranslation';
import { LinkPagination } from '@/components/common/LinkPagination';
import { type OutboxListState, useAdminResendMessage } from '@/hooks/useAdminOutbox';
import type { AdminOutboxMessage, AdminOutboxPage } from '@/lib/shared/admin/outbox-views';
import { OUTBOX_LIST_STATUSES } from '@/lib/shared/schemas/admin/outbox-messages';
import { adminErrorKey } from './admin-errors';
import { FactList } from './FactList';
import { adminDate } from './format';

interface Props {
  list: OutboxListState;
  data: AdminOutboxPage | undefined;
  loading: boolean;
  error: unknown;
  onChange: (list: OutboxListState) => void;
}

/** The outbox tools' own refusals by their key; anything else as every admin tool shows it. */
export function outboxErrorKey(error: unknown): string {
  const { key } = ApiError.from(error);
  if (key?.startsWith('outboxAdmin:')) return key;
  return adminErrorKey(error);
}

function MessageCard({ message, busy, onResend }: { message: AdminOutboxMessage; busy: boolean; onResend: (message: AdminOutboxMessage) => void }) {
  const { t, i18n } = useTranslation('outboxAdmin');
  const date = (value: string | null) => adminDate(value, i18n.language) ?? t('none');
  const headingId = `message-${message.id}-to`;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}>
      <Stack direction="row" sx={{ gap: 1, mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {message.to}
        </Typography>
        <Chip size="small" color={message.status === 'FAILED' ? 'error' : 'warning'} label={t(`statuses.${message.status}`)} />
      </Stack>
      <FactList
        facts={[
          { label: t('fields.template'), value: message.template },
          { label: t('fields.channel'), value: t(`channels.${message.channel}`) },
          { label: t('fields.locale'), value: message.locale },
          { label: t('fields.attempts'), value: String(message.attempts) },
          { label: t('fields.createdAt'), value: date(message.createdAt) },
          message.status === 'FAILED'
            ? { label: t('fields.failedAt'), value: date(message.failedAt) }
            : { label: t('fields.nextAttemptAt'), value: date(message.nextAttemptAt) },
          { label: t('fields.lastError'), value: message.lastError ?? t('none') },
        ]}
      />
      {message.status === 'FAILED' && (
        <Stack direction="row" sx={{ mt: 2 }}>
          <Button size="small" variant="contained" disabled={busy} onClick={() => onResend(message)} aria-describedby={headingId}>
            {t('resend')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

export function OutboxMessageList({ list, data, loading, error, onChange }: Props) {
  const { t } = useTranslation('outboxAdmin');
  const mutation = useAdminResendMessage();
  const label = (status: (typeof OUTBOX_LIST_STATUSES)[number]) => (data ? `${t(`tabs.${status}`)} (${data.counts[status]})` : t(`tabs.${status}`));
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Tabs
        value={list.status}
        onChange={(_event, value: OutboxListState['status']) => onChange({ status: value, page: 1 })}
        variant="scrollable"
        scrollButtons={false}
        aria-label={t('filter')}
        sx={{ mb: 2 }}
      >
        {OUTBOX_LIST_STATUSES.map((status) => (
          <Tab key={status} value={status} label={label(status)} sx={{ minWidth: 0 }} />
        ))}
      </Tabs>
      <Box aria-live="polite">
        {mutation.isSuccess && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('resent', { to: mutation.data.to })}
          </Alert>
        )}
        {mutation.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(outboxErrorKey(mutation.error))}
          </Alert>
        )}
      </Box>
      {Boolean(error) && !data && <Alert severity="error">{t(outboxErrorKey(error))}</Alert>}
      {data && (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {t('count', { count: data.total })}
          </Typography>
          {data.items.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography>{t(`empty.${data.status}`)}</Typography>
            </Paper>
          ) : (
            <Box sx={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
              {data.items.map((message) => (
                <MessageCard key={message.id} message={message} busy={mutation.isPending} onResend={(chosen) => mutation.mutate({ id: chosen.id })} />
              ))}
            </Box>
          )}
          <LinkPagination
            page={data.page}
            total={data.total}
            pageSize={data.pageSize}
            href={(page) => ({ pathname: '/admin/messages', query: { status: list.status, page: String(page) } })}
            onPage={(page) => onChange({ ...list, page })}
            label={t('pages')}
            mt={2}
          />
        </>
      )}
    </>
  );
}
