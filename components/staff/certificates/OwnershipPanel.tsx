// "Owner and claim code" on the back-office certificate page (issue #25, docs/decisions/0035-claim-codes.md), for
// admins: who owns the certificate and since when, when its current code was issued (never the code), the owners over
// time, and the two tools — reissue the code, move the certificate to a member after checking a claim.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadingCard } from '@/components/account/LoadingCard';
import { dateText, dateTimeText, useMemberLocale } from '@/components/orders/format';
import { useCertificateOwnership } from '@/hooks/useClaims';
import { useTranslation } from '@/hooks/useTranslation';
import type { CertificateOwnership, OwnershipMember } from '@/lib/shared/certificates/ownership-views';
import { OwnershipDialog } from './OwnershipDialog';

const who = (member: OwnershipMember | null, nobody: string) => (member ? `${member.nick} (${member.email}, ${member.mbId})` : nobody);

export function OwnershipPanel({ serial }: { serial: string }) {
  const { t } = useTranslation(['claims', 'errors']);
  const locale = useMemberLocale();
  const { data, isError } = useCertificateOwnership(serial, true);
  const [dialog, setDialog] = useState<'reissue' | 'move' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (kind: 'reissue' | 'move') => (fresh: CertificateOwnership) => {
    setDialog(null);
    setNotice(kind === 'move' ? t('claims:staff.moved', { nick: fresh.owner?.nick ?? '' }) : t('claims:staff.reissued'));
  };
  return (
    <Paper component="section" aria-labelledby="ownership-title" variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography id="ownership-title" variant="h6" component="h2" gutterBottom>
        {t('claims:staff.title')}
      </Typography>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {isError ? (
        <Alert severity="error">{t('claims:staff.loadError')}</Alert>
      ) : !data ? (
        <LoadingCard rows={3} />
      ) : (
        <Stack spacing={1.5}>
          <Box>
            <Typography variant="body2" color="textSecondary">
              {t('claims:staff.owner')}
            </Typography>
            <Typography>{who(data.owner, t('claims:staff.noOwner'))}</Typography>
            {data.ownedSince && <Typography variant="body2">{t('claims:staff.since', { date: dateText(data.ownedSince, locale) })}</Typography>}
          </Box>
          <Typography variant="body2">
            {data.codeIssuedAt ? t('claims:staff.codeIssued', { date: dateTimeText(data.codeIssuedAt, locale) }) : t('claims:staff.noCode')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('claims:staff.codeHidden')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setDialog('reissue')} disabled={!data.owner || data.voided}>
              {t('claims:staff.reissue')}
            </Button>
            <Button variant="outlined" color="warning" onClick={() => setDialog('move')} disabled={data.voided}>
              {t('claims:staff.moveTo')}
            </Button>
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {t('claims:staff.history')}
          </Typography>
          {data.transfers.length === 0 ? (
            <Typography variant="body2" color="textSecondary">
              {t('claims:staff.noHistory')}
            </Typography>
          ) : (
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {data.transfers.map((transfer) => (
                <Typography component="li" variant="body2" key={`${transfer.at}-${transfer.to?.mbId ?? ''}`}>
                  {dateTimeText(transfer.at, locale)} · {t(`claims:staff.via.${transfer.via}`)} ·{' '}
                  {t('claims:staff.move', { from: who(transfer.from, t('claims:staff.nobody')), to: who(transfer.to, t('claims:staff.nobody')) })}
                </Typography>
              ))}
            </Box>
          )}
        </Stack>
      )}
      {dialog && <OwnershipDialog kind={dialog} serial={serial} onClose={() => setDialog(null)} onDone={done(dialog)} />}
    </Paper>
  );
}
