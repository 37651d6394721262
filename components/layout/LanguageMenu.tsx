// The top bar's list of languages, loaded when the language button is first pressed (issue #11): the menu, its
// popover and focus handling are not needed for the first paint. LanguageSwitcher keeps the button and the choice.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALES, LOCALE_LABELS, type Locale } from '@/lib/shared/locale';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  current: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}

export function LanguageMenu({ id, anchor, current, onChoose, onClose }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LOCALES.map((locale) => (
        <MenuItem key={locale} lang={locale} selected={locale === current} onClick={() => onChoose(locale)}>
          {LOCALE_LABELS[locale]}
        </MenuItem>
      ))}
    </Menu>
  );
}
