// The back office's own header (issue #24: staff worked under the storefront's marketing menu): the brand and "back
// office" leading to the work queues, who is signed in and in which role, the way back to the site, log out and the
// language. One row at every width (the staff navigation below it scrolls: components/staff/StaffShell.tsx). Plain
// elements and a CSS Module like the rest of the layout, which every page renders (decision 0015); the role shown
// comes from the display cookie and only labels the page — the server guards /admin.
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { STAFF_PATH, isStaffRole } from '@/lib/shared/staff/roles';
import styles from './BackOfficeHeader.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { AUTH_LINKS } from './menu-items';

/** The header's height in px at every width (BackOfficeHeader.module.css); Layout pads the content by it. */
export const BACK_OFFICE_HEADER_HEIGHT = 56;

export function BackOfficeHeader() {
  const { t } = useTranslation('common');
  const { user } = useDisplayUser();
  return (
    <header className={styles.bar}>
      <Link href={STAFF_PATH} className={styles.title}>
        <span className={styles.brand}>{t('brand')}</span>
        <span className={styles.area}>{t('header.backOffice')}</span>
      </Link>
      <nav aria-label={t('header.accountNav')} className={styles.nav}>
        {user && isStaffRole(user.role) && (
          <p className={cx(ui.body2, styles.who)}>{t('backOffice.signedInAs', { name: user.mbNick, role: t(`backOffice.roles.${user.role}`) })}</p>
        )}
        <ButtonLink href="/" size="small" color="inherit" className={styles.toSite}>
          {t('backOffice.toSite')}
        </ButtonLink>
        <ButtonLink href={AUTH_LINKS.logout} size="small" color="inherit">
          {t('header.logout')}
        </ButtonLink>
        <LanguageSwitcher />
      </nav>
    </header>
  );
}
