// The drawer of docs/product/storefront.md#layout with its contents, rendered when the hamburger is first pressed
// (MobileDrawer). A native modal <dialog> (docs/decisions/0015-storefront-static-css.md): showModal() makes the rest
// of the page inert, keeps focus inside, closes on Escape and gives focus back to the hamburger, as MUI's Drawer did.
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/Icon';
import { close } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { STAFF_PATH, isStaffRole } from '@/lib/shared/staff/roles';
import { LanguageSwitcher } from './LanguageSwitcher';
import { AUTH_LINKS, MENU_GROUPS, type MenuLink, SUBMIT_HREF } from './menu-items';
import styles from './MobileDrawerPanel.module.css';

interface Props {
  /** The dialog's id, named by the hamburger's aria-controls. */
  id: string;
  open: boolean;
  onClose: () => void;
}

// jsdom (the unit tests) has no showModal()/close(): the `open` attribute alone shows the dialog there.
function showDialog(dialog: HTMLDialogElement) {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}
function hideDialog(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

export function MobileDrawerPanel({ id, open, onClose }: Props) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { user } = useDisplayUser();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const isOpen = dialog.hasAttribute('open');
    if (open && !isOpen) showDialog(dialog);
    else if (!open && isOpen) hideDialog(dialog);
  }, [open]);

  // The contents fill the dialog box, so a click whose target is the dialog itself landed on the backdrop.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const item = (link: MenuLink, nested: boolean) => (
    <li key={link.href}>
      <Link
        href={link.href}
        aria-current={router.pathname === link.href ? 'page' : undefined}
        onClick={onClose}
        className={cx(ui.listItem, nested && styles.nested, router.pathname === link.href && ui.listItemSelected)}
      >
        {t(link.labelKey)}
      </Link>
    </li>
  );

  return (
    // Escape closes the dialog natively; its `close` event brings the state along.
    <dialog ref={dialogRef} id={id} aria-labelledby={titleId} className={styles.drawer} onClose={onClose} onClick={onBackdropClick}>
      <div className={styles.content}>
        <div className={styles.head}>
          <h2 id={titleId} className={ui.h3}>
            {t('drawer.title')}
          </h2>
          <button type="button" aria-label={t('drawer.close')} onClick={onClose} className={cx(ui.iconButton, styles.close)}>
            <Icon paths={close} />
          </button>
        </div>
        <hr className={ui.divider} />
        <nav aria-label={t('menu.label')}>
          <ul className={styles.list}>
            {MENU_GROUPS.map((group) => {
              const [only] = group.links;
              if (group.links.length === 1 && only) return item(only, false);
              return (
                <li key={group.id}>
                  <ul className={styles.list}>
                    <li className={styles.subheader}>{t(group.labelKey)}</li>
                    {group.links.map((link) => item(link, true))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <hr className={ui.divider} />
        <div className={styles.actions}>
          <ButtonLink href={SUBMIT_HREF} variant="contained" color="secondary" onClick={onClose}>
            {t('header.submit')}
          </ButtonLink>
          {user ? (
            <>
              <p className={ui.body2}>{t('header.greeting', { name: user.mbNick })}</p>
              {isStaffRole(user.role) && (
                <ButtonLink href={STAFF_PATH} variant="outlined" onClick={onClose}>
                  {t('header.backOffice')}
                </ButtonLink>
              )}
              <ButtonLink href={AUTH_LINKS.profile} variant="outlined" onClick={onClose}>
                {t('header.profile')}
              </ButtonLink>
              <ButtonLink href={AUTH_LINKS.logout} onClick={onClose}>
                {t('header.logout')}
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink href={AUTH_LINKS.login} variant="outlined" onClick={onClose}>
                {t('header.login')}
              </ButtonLink>
              <ButtonLink href={AUTH_LINKS.signUp} onClick={onClose}>
                {t('header.signUp')}
              </ButtonLink>
            </>
          )}
        </div>
        <hr className={ui.divider} />
        <div className={styles.language}>
          <p className={cx(ui.subtitle2, styles.languageLabel)}>{t('drawer.language')}</p>
          <LanguageSwitcher variant="inline" onChanged={onClose} />
        </div>
      </div>
    </dialog>
  );
}
