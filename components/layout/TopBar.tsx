// The thin bar above the main menu (docs/product/storefront.md#layout): submit button, login/sign-up or
// profile/logout (and the back office for staff, by the display cookie's role: it only shows a link, the server
// guards /admin), language. Desktop only: below 768px the same actions live in the drawer. Plain elements and a CSS
// Module (docs/decisions/0015-storefront-static-css.md).
import { useTranslation } from '@/hooks/useTranslation';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { STAFF_PATH, isStaffRole } from '@/lib/shared/staff/roles';
import { LanguageSwitcher } from './LanguageSwitcher';
import { AUTH_LINKS, SUBMIT_HREF } from './menu-items';
import styles from './TopBar.module.css';

/** The bar's height in px (TopBar.module.css). */
export const TOP_BAR_HEIGHT = 40;

export function TopBar() {
  const { t } = useTranslation('common');
  const { user } = useDisplayUser();

  return (
    <div className={styles.bar}>
      <p className={cx(ui.body2, styles.tagline)}>{t('header.tagline')}</p>
      <nav aria-label={t('header.accountNav')} className={styles.nav}>
        <ButtonLink href={SUBMIT_HREF} size="small" variant="contained" color="secondary">
          {t('header.submit')}
        </ButtonLink>
        {user ? (
          <>
            <p className={cx(ui.body2, styles.greeting)}>{t('header.greeting', { name: user.mbNick })}</p>
            {isStaffRole(user.role) && (
              <ButtonLink href={STAFF_PATH} size="small" color="inherit">
                {t('header.backOffice')}
              </ButtonLink>
            )}
            <ButtonLink href={AUTH_LINKS.profile} size="small" color="inherit">
              {t('header.profile')}
            </ButtonLink>
            <ButtonLink href={AUTH_LINKS.logout} size="small" color="inherit">
              {t('header.logout')}
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink href={AUTH_LINKS.login} size="small" color="inherit">
              {t('header.login')}
            </ButtonLink>
            <ButtonLink href={AUTH_LINKS.signUp} size="small" color="inherit">
              {t('header.signUp')}
            </ButtonLink>
          </>
        )}
        <LanguageSwitcher />
      </nav>
    </div>
  );
}
