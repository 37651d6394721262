// The phone card of the profile: verification state and the button that opens the dialog.
// Issue #11: plain HTML + CSS Modules (docs/decisions/0015-storefront-static-css.md); the dialog (MUI, modal, focus
// trap) is downloaded when it first opens, not rendered with every profile page.
import dynamic from 'next/dynamic';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { Button } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/Icon';
import { cx } from '@/components/ui/cx';
import { checkCircleOutlined } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import type { AccountProfile } from '@/lib/server/account/get-account-profile';
import { maskPhone } from '@/lib/shared/phone-numbers';
import { Section } from '@/components/ui/Section';
import styles from './PhoneSection.module.css';

const PhoneVerificationDialog = dynamic(() => import('./PhoneVerificationDialog').then((module) => module.PhoneVerificationDialog), { ssr: false });

export function PhoneSection({ profile, initiallyOpen = false }: { profile: AccountProfile; initiallyOpen?: boolean }) {
  const { t } = useTranslation(['phone', 'account']);
  const [open, setOpen] = useState(initiallyOpen);
  // Stays mounted once opened, so the dialog can play its closing transition.
  const [opened, setOpened] = useState(initiallyOpen);
  if (open && !opened) setOpened(true);
  const verified = profile.phoneVerified && profile.mbPhone;
  return (
    <Section id="phone" title={t('section.title')} lead={t('section.lead')}>
      <div className={styles.row}>
        {verified ? (
          <div className={styles.verified}>
            <Icon paths={checkCircleOutlined} className={styles.check} />
            <p className={ui.body1}>{t('section.verified', { phone: maskPhone(profile.mbPhone!) })}</p>
          </div>
        ) : (
          <p className={cx(ui.body1, ui.muted)}>{t('section.notVerified')}</p>
        )}
        <Button variant={verified ? 'outlined' : 'contained'} onClick={() => setOpen(true)} className={styles.button}>
          {verified ? t('section.change') : t('section.verify')}
        </Button>
      </div>
      {opened && <PhoneVerificationDialog open={open} onClose={() => setOpen(false)} />}
    </Section>
  );
}
