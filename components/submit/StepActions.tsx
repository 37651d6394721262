// Back / next at the bottom of a step. On phones the buttons share the width above the statement bar.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import type { ReactNode } from 'react';

interface Props {
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  busy?: boolean;
  extra?: ReactNode;
}

export function StepActions({ onBack, onNext, nextLabel, nextDisabled, busy, extra }: Props) {
  const { t } = useTranslation('orders');
  return (
    <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
      <Stack direction="row" spacing={1.5}>
        {onBack && (
          <Button variant="outlined" onClick={onBack} sx={{ flex: { xs: 1, sm: 'none' } }}>
            {t('actions.back')}
          </Button>
        )}
        {extra}
      </Stack>
      <Button variant="contained" size="large" onClick={onNext} disabled={nextDisabled || busy} sx={{ minWidth: { sm: 200 } }}>
        {busy ? t('actions.working') : (nextLabel ?? t('actions.next'))}
      </Button>
    </Stack>
  );
}
