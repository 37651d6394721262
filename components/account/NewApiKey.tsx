// A key just made (docs/product/certificates.md#public-api): shown this once, with a copy button — only its hash is
// stored, so it can never be shown again.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import type { CreatedApiKey } from '@/lib/shared/api-keys';

interface Props {
  created: CreatedApiKey;
  onDone: () => void;
}

export function NewApiKey({ created, onDone }: Props) {
  const { t } = useTranslation('apiKeys');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Alert severity="warning" sx={{ mb: 3 }} role="status">
      <AlertTitle>{t('created.title', { name: created.apiKey.name })}</AlertTitle>
      {t('created.text')}
      <Box
        component="code"
        data-testid="new-api-key"
        sx={{
          display: 'block',
          my: 1.5,
          p: 1.5,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '0.9rem',
          wordBreak: 'break-all',
          userSelect: 'all',
        }}
      >
        {created.key}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" size="small" onClick={() => void copyKey()}>
          {copy === 'copied' ? t('created.copied') : t('created.copy')}
        </Button>
        <Button variant="outlined" size="small" onClick={onDone}>
          {t('created.done')}
        </Button>
        <span aria-live="polite">{copy === 'failed' ? t('created.copyFailed') : ''}</span>
      </Box>
    </Alert>
  );
}
