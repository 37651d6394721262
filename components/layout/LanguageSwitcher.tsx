// Language switcher. Next 16 does no locale detection, so the choice is explicit: route to the same page in
// the new locale and remember it in the NEXT_LOCALE cookie (1 year) that pickLocale reads. Plain elements and a CSS
// Module (docs/decisions/0015-storefront-static-css.md).
import Cookies from 'js-cookie';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useId, useRef, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/Icon';
import { language } from '@/components/ui/icon-paths';
import { DEFAULT_LOCALE, LOCALES, LOCALE_LABELS, type Locale, isLocale } from '@/lib/shared/locale';
// Issue #11: the list is no longer downloaded on the first press. It was split out because it brought MUI's Menu,
// Popover, Modal and focus handling; as plain elements (LanguageMenu) it is well under a kilobyte, less than what a
// separate chunk costs (its loader code, a request, and a wait on the first press). It is still rendered only while
// open, so the page's HTML does not carry it.
import { LanguageMenu } from './LanguageMenu';
import styles from './LanguageSwitcher.module.css';

interface Props {
  /** `menu`: one button opening a list (top bar); `inline`: one button per language (drawer). */
  variant?: 'menu' | 'inline';
  /** Called after a language was picked, e.g. to close the drawer. */
  onChanged?: () => void;
}

export function LanguageSwitcher({ variant = 'menu', onChanged }: Props) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const current: Locale = isLocale(router.locale) ? router.locale : DEFAULT_LOCALE;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Closing the list gives the focus back to its button, as MUI's Menu did.
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (locale: Locale) => {
    if (variant === 'menu') close();
    onChanged?.();
    if (locale === current) return;
    Cookies.set('NEXT_LOCALE', locale, { path: '/', expires: 365, sameSite: 'lax' });
    void router.push(router.asPath, undefined, { locale });
  };

  if (variant === 'inline') {
    return (
      <div role="group" aria-label={t('language.label')} className={styles.group}>
        {LOCALES.map((locale) => (
          <Button
            key={locale}
            lang={locale}
            size="small"
            variant={locale === current ? 'contained' : 'outlined'}
            aria-pressed={locale === current}
            onClick={() => choose(locale)}
          >
            {LOCALE_LABELS[locale]}
          </Button>
        ))}
      </div>
    );
  }

  return (
    <span className={styles.anchor}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass({ color: 'inherit', size: 'small' })}
        aria-label={t('language.change', { current: LOCALE_LABELS[current] })}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={() => setOpen(true)}
      >
        <Icon paths={language} size={18} className={styles.startIcon} />
        {LOCALE_LABELS[current]}
      </button>
      {open && <LanguageMenu id={menuId} current={current} onChoose={choose} onClose={close} />}
    </span>
  );
}
