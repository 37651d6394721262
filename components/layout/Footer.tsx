// Footer of docs/product/storefront.md#layout: policy and privacy links, sign-up/login or logout, and the company
// facts. Layout decides where it is hidden (shouldHideFooter). Plain elements and a CSS Module
// (docs/decisions/0015-storefront-static-css.md).
import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import { PageLink } from '@/components/ui/PageLink';
import ui from '@/components/ui/ui.module.css';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { COMPANY } from './company-info';
import styles from './Footer.module.css';
import { AUTH_LINKS } from './menu-items';

export function Footer() {
  const { t } = useTranslation('common');
  const { user } = useDisplayUser();
  const links = [
    { href: '/usepolicy', label: t('footer.usePolicy') },
    { href: '/privacy', label: t('footer.privacy') },
    // The public certificate API (docs/product/certificates.md#public-api): programs, shops and price sites.
    { href: '/developers', label: t('footer.developers') },
    ...(user
      ? [{ href: AUTH_LINKS.logout, label: t('header.logout') }]
      : [
          { href: AUTH_LINKS.signUp, label: t('header.signUp') },
          { href: AUTH_LINKS.login, label: t('header.login') },
        ]),
  ];

  return (
    <footer className={styles.footer}>
      <div className={ui.container}>
        <nav aria-label={t('footer.nav')} className={styles.nav}>
          {links.map((link) => (
            <PageLink key={link.href} href={link.href} className={styles.navLink}>
              {link.label}
            </PageLink>
          ))}
        </nav>
        <address className={styles.address}>
          <p className={cx(ui.body2, styles.company)}>{t('footer.company.name')}</p>
          <p className={ui.body2}>{t('footer.company.address')}</p>
          <p className={ui.body2}>{t('footer.company.registration', { number: COMPANY.registrationNumber })}</p>
          <p className={ui.body2}>
            {t('footer.company.emailLabel')}{' '}
            <a href={`mailto:${COMPANY.supportEmail}`} className={styles.mail}>
              {COMPANY.supportEmail}
            </a>
          </p>
        </address>
        <p className={cx(ui.caption, styles.copyright)}>{t('footer.copyright', { year: new Date().getFullYear(), name: t('footer.company.name') })}</p>
      </div>
    </footer>
  );
}
