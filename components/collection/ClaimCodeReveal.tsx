// The owner's claim code of one card (issue #25, docs/decisions/0035-claim-codes.md), shown only when the owner asks
// ("Show claim code"), with a copy button and what it is for: give it to the buyer with the slab. Fetched on demand and
// never kept once hidden; only the owner's own cards answer (the server's 404 for anyone else). The collection page
// hosts one per card (e.g. in the card's details).
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { dateText, useMemberLocale } from '@/components/orders/format';
import { useOwnerClaimCode } from '@/hooks/useClaims';
import { useTranslation } from '@/hooks/useTranslation';
import { errorMessageKey } from '@/lib/client/error-message';

interface Props {
  serial: string;
}

export function ClaimCodeReveal({ serial }: Props) {
  const { t } = useTranslation(['claims', 'errors']);
  const locale = useMemberLocale();
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const query = useOwnerClaimCode(serial, shown);
  const codeId = `claim-code-${serial}`;

  const copy = async () => {
    if (!query.data) return;
    try {
      await navigator.clipboard.writeText(query.data.code);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the code stays on screen to be copied by hand.
      setCopied(false);
    }
  };

  if (!shown) {
    return (
      <Button size="small" variant="outlined" onClick={() => setShown(true)}>
        {t('claims:reveal.show')}
      </Button>
    );
  }
  return (
    <Stack spacing={1} component="section" aria-labelledby={`${codeId}-title`}>
      <Typography id={`${codeId}-title`} variant="subtitle2" component="h3">
        {t('claims:reveal.title')}
      </Typography>
      {query.isPending ? (
        <CircularProgress size={20} aria-label={t('claims:reveal.title')} />
      ) : query.isError ? (
        <Alert severity="error">{t(errorMessageKey(query.error, { NOT_FOUND: 'claims:errors.notYours' }, { fallback: 'claims:reveal.error' }))}</Alert>
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Box
              id={codeId}
              component="code"
              sx={{ fontFamily: 'monospace', fontSize: '1.125rem', letterSpacing: '0.08em', px: 1, py: 0.5, borderRadius: 1, bgcolor: 'action.hover' }}
            >
              {query.data.code}
            </Box>
            <Button size="small" startIcon={<ContentCopyOutlined />} onClick={copy} aria-describedby={codeId}>
              {t('claims:reveal.copy')}
            </Button>
            <Button size="small" onClick={() => (setShown(false), setCopied(false))}>
              {t('claims:reveal.hide')}
            </Button>
            <Typography role="status" variant="caption" sx={{ color: 'success.main' }}>
              {copied ? t('claims:reveal.copied') : ''}
            </Typography>
          </Stack>
          <Typography variant="caption" color="textSecondary">
            {t('claims:reveal.issuedAt', { date: dateText(query.data.issuedAt, locale) })}
          </Typography>
        </>
      )}
      <Typography variant="body2" color="textSecondary">
        {t('claims:reveal.hint')}
      </Typography>
    </Stack>
  );
}
