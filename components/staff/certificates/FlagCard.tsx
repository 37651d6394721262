// One entry of the suspicious-certificates queue (issue #22; docs/product/certificates.md#suspicious-certificates):
// its source and status, when it was raised, the certificate it is about (to its back-office page), what raised it —
// the networks counted, the last scan, or a report's words, contact and photos (thumbnails from the staff-only route) —
// the decision when there is one, and the buttons the caller's role allows: confirm or dismiss an open entry, reopen a
// decided one (ADMIN).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { dateTimeText, useMemberLocale } from '@/components/orders/format';
import { FactList } from '@/components/staff/admin/FactList';
import { mayDecideFlag, mayReopenFlag } from '@/lib/shared/certificates/corrections';
import type { CertificateFlagView } from '@/lib/shared/certificates/staff-views';
import { staffCertificateHref } from './cert-admin-paths';
import type { FlagDialogMode } from './FlagDecisionDialog';

const STATUS_COLOR = { OPEN: 'warning', CONFIRMED: 'error', DISMISSED: 'default' } as const;

/** A reporter's "where it was offered" is a link only when it is a web address. */
const webAddress = (text: string | null) => (text && /^https?:\/\/\S+$/i.test(text.trim()) ? text.trim() : null);

interface Props {
  flag: CertificateFlagView;
  /** Show the certificate it is about (the queue); the certificate's own page leaves it out. */
  showCertificate?: boolean;
  canDecide: boolean;
  canReopen: boolean;
  busy?: boolean;
  onAct: (flag: CertificateFlagView, mode: FlagDialogMode) => void;
}

export function FlagCard({ flag, showCertificate = true, canDecide, canReopen, busy = false, onAct }: Props) {
  const { t } = useTranslation('certAdmin');
  const locale = useMemberLocale();
  const none = t('common.none');
  const headingId = `flag-${flag.id}-heading`;
  const offered = webAddress(flag.offeredAt);
  const facts = [
    ...(flag.detail.networks !== null
      ? [{ label: t('flags.fields.networks'), value: t('flags.networks', { count: flag.detail.networks, hours: flag.detail.windowHours ?? 48 }) }]
      : []),
    ...(flag.detail.lastScanAt ? [{ label: t('flags.fields.lastScanAt'), value: dateTimeText(flag.detail.lastScanAt, locale) }] : []),
    ...(flag.source === 'REPORT'
      ? [
          {
            label: t('flags.fields.offeredAt'),
            value: offered ? (
              <Link href={offered} target="_blank" rel="noopener noreferrer nofollow">
                {offered}
              </Link>
            ) : (
              (flag.offeredAt ?? none)
            ),
          },
          {
            label: t('flags.fields.note'),
            value: (
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {flag.note ?? none}
              </Box>
            ),
          },
          { label: t('flags.fields.contactEmail'), value: flag.contactEmail ? <Link href={`mailto:${flag.contactEmail}`}>{flag.contactEmail}</Link> : none },
        ]
      : []),
    ...(flag.decidedAt
      ? [
          { label: t('flags.fields.decided'), value: t('flags.decidedBy', { date: dateTimeText(flag.decidedAt, locale), who: flag.decidedBy ?? none }) },
          {
            label: t('flags.fields.decisionNote'),
            value: (
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {flag.decisionNote ?? none}
              </Box>
            ),
          },
        ]
      : []),
  ];
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }} data-testid={`flag-${flag.id}`}>
      <Stack direction="row" sx={{ gap: 1, mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {t(`flags.sources.${flag.source}`)}
        </Typography>
        <Chip size="small" color={STATUS_COLOR[flag.status]} label={t(`flags.statuses.${flag.status}`)} />
      </Stack>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 1.5 }}>
        {t('flags.raised', { date: dateTimeText(flag.createdAt, locale) })}
      </Typography>
      {showCertificate && (
        <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          <Link component={NextLink} href={staffCertificateHref(flag.certificate.serial)} sx={{ fontWeight: 700 }}>
            {flag.certificate.serial}
          </Link>{' '}
          · {flag.certificate.grade} · {flag.certificate.cardLine}
          {flag.certificate.voided && <Chip size="small" label={t('record.voidedChip')} sx={{ ml: 1 }} />}
        </Typography>
      )}
      {facts.length > 0 && <FactList facts={facts} />}
      {flag.photos.length > 0 && (
        <Box component="ul" aria-label={t('flags.photos')} sx={{ display: 'flex', gap: 1.5, m: 0, mt: 1.5, p: 0, listStyle: 'none', flexWrap: 'wrap' }}>
          {flag.photos.map((photo, index) => (
            <li key={photo.id}>
              <Link href={photo.url} target="_blank" rel="noopener">
                <Box
                  component="img"
                  src={photo.thumbUrl}
                  alt={t('flags.photo', { number: index + 1 })}
                  loading="lazy"
                  sx={{ height: 96, borderRadius: 1, border: 1, borderColor: 'divider' }}
                />
              </Link>
            </li>
          ))}
        </Box>
      )}
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {mayDecideFlag(flag.status) && canDecide && (
          <>
            <Button size="small" variant="contained" color="error" disabled={busy} onClick={() => onAct(flag, 'CONFIRMED')}>
              {t('flags.actions.confirm')}
            </Button>
            <Button size="small" variant="outlined" disabled={busy} onClick={() => onAct(flag, 'DISMISSED')}>
              {t('flags.actions.dismiss')}
            </Button>
          </>
        )}
        {mayReopenFlag(flag.status) && canReopen && (
          <Button size="small" variant="outlined" disabled={busy} onClick={() => onAct(flag, 'reopen')}>
            {t('flags.actions.reopen')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
