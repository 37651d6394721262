// One partner inquiry in the inbox (issue #10; docs/product/storefront.md#partner-shops-and-inquiry): the company,
// status and when it came, the contact details and message, and the buttons of the statuses it may move to
// (lib/shared/admin/inquiry-status.ts). Every inquiry is shown in full: they are short, and nothing hides at 390 px.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import type { InquiryStatus } from '@/lib/server/db/generated/enums';
import type { AdminInquiry } from '@/lib/shared/admin/views';
import { FactList } from './FactList';
import { adminDate } from './format';

const STATUS_COLOR = { NEW: 'info', IN_PROGRESS: 'warning', CLOSED: 'default' } as const;

interface Props {
  inquiry: AdminInquiry;
  busy: boolean;
  onMove: (inquiry: AdminInquiry, status: InquiryStatus) => void;
}

export function InquiryCard({ inquiry, busy, onMove }: Props) {
  const { t, i18n } = useTranslation('admin');
  const none = t('common.none');
  const contact = (value: string | null, href: string | null) => (value && href ? <a href={href}>{value}</a> : (value ?? none));
  return (
    <Paper variant="outlined" component="article" aria-labelledby={`inquiry-${inquiry.id}-company`} sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}>
      <Stack direction="row" sx={{ gap: 1, mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id={`inquiry-${inquiry.id}-company`} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {inquiry.company}
        </Typography>
        <Chip size="small" color={STATUS_COLOR[inquiry.status]} label={t(`inquiries.statuses.${inquiry.status}`)} />
      </Stack>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 1.5 }}>
        {t('inquiries.received', { date: adminDate(inquiry.createdAt, i18n.language) })}
      </Typography>
      <FactList
        facts={[
          { label: t('inquiries.fields.name'), value: inquiry.name ?? none },
          { label: t('inquiries.fields.email'), value: contact(inquiry.email, inquiry.email ? `mailto:${inquiry.email}` : null) },
          { label: t('inquiries.fields.phone'), value: contact(inquiry.phone, inquiry.phone ? `tel:${inquiry.phone.replace(/[^\d+]/g, '')}` : null) },
          { label: t('inquiries.fields.country'), value: inquiry.country ?? none },
          { label: t('inquiries.fields.locale'), value: t(`inquiries.locales.${inquiry.locale}`, { defaultValue: inquiry.locale }) },
        ]}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {t('inquiries.fields.description')}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {inquiry.description}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {inquiry.next.length === 0 ? (
          <Typography variant="caption" color="textSecondary">
            {t('inquiries.final')}
          </Typography>
        ) : (
          inquiry.next.map((status) => (
            <Button key={status} size="small" variant={status === 'CLOSED' ? 'outlined' : 'contained'} disabled={busy} onClick={() => onMove(inquiry, status)}>
              {t(`inquiries.moveTo.${status}`)}
            </Button>
          ))
        )}
      </Stack>
    </Paper>
  );
}
