// Language switcher. Next 16 does no locale detection, so the choice is explicit: route to the same page in
// the new locale and remember it in the NEXT_LOCALE cookie (1 year) that pickLocale reads.
import LanguageIcon from '@mui/icons-material/Language';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Cookies from 'js-cookie';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { DEFAULT_LOCALE, LOCALES, LOCALE_LABELS, type Locale, isLocale } from '@/lib/shared/locale';

// Issue #11: the list is downloaded when the button is first pressed (or hovered), not with the page.
const LanguageMenu = dynamic(() => import('./LanguageMenu').then((module) => module.LanguageMenu), { ssr: false });
const preloadMenu = () => void import('./LanguageMenu');

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted once opened, so the menu can play its closing transition.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuId = useId();

  const choose = (locale: Locale) => {
    setAnchor(null);
    onChanged?.();
    if (locale === current) return;
    Cookies.set('NEXT_LOCALE', locale, { path: '/', expires: 365, sameSite: 'lax' });
    void router.push(router.asPath, undefined, { locale });
  };

  if (variant === 'inline') {
    return (
      <Stack direction="row" spacing={1} role="group" aria-label={t('language.label')}>
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
      </Stack>
    );
  }

  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<LanguageIcon />}
        aria-label={t('language.change', { current: LOCALE_LABELS[current] })}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={(event) => {
          setMenuLoaded(true);
          setAnchor(event.currentTarget);
        }}
      >
        {LOCALE_LABELS[current]}
      </Button>
      {menuLoaded && <LanguageMenu id={menuId} anchor={anchor} current={current} onChoose={choose} onClose={() => setAnchor(null)} />}
    </>
  );
}
