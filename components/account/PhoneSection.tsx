// The phone card of the profile: verification state and the button that opens the dialog.
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import type { AccountProfile } from '@/lib/server/account/get-account-profile';
import { maskPhone } from '@/lib/shared/schemas/phone';
import { PhoneVerificationDialog } from './PhoneVerificationDialog';
import { SectionCard } from './SectionCard';

export function PhoneSection({ profile, initiallyOpen = false }: { profile: AccountProfile; initiallyOpen?: boolean }) {
  const { t } = useTranslation(['phone', 'account']);
  const [open, setOpen] = useState(initiallyOpen);
  const verified = profile.phoneVerified && profile.mbPhone;
  return (
    <SectionCard id="phone" title={t('section.title')} lead={t('section.lead')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        {verified ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CheckCircleOutlined color="success" aria-hidden />
            <Typography>{t('section.verified', { phone: maskPhone(profile.mbPhone!) })}</Typography>
          </Stack>
        ) : (
          <Typography color="textSecondary">{t('section.notVerified')}</Typography>
        )}
        <Button variant={verified ? 'outlined' : 'contained'} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
          {verified ? t('section.change') : t('section.verify')}
        </Button>
      </Stack>
      <PhoneVerificationDialog open={open} onClose={() => setOpen(false)} />
    </SectionCard>
  );
}
