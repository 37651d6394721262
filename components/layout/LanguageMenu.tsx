// The top bar's list of languages (docs/product/storefront.md#country-and-languages), with the roles, keys and focus
// handling MUI's Menu had (docs/decisions/0015-storefront-static-css.md): it opens under its button with the focus on
// the current language, which aria-current marks; arrow keys, Home, End and a first letter move between the entries,
// Enter or Space chooses; Escape, Tab or a click anywhere outside closes it. An invisible layer under the list takes
// that outside click, as MUI's backdrop did, so it only closes the list and does not also press what was under it.
// LanguageSwitcher keeps the button, the choice and gives the focus back to the button.
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { LOCALES, LOCALE_LABELS, type Locale } from '@/lib/shared/locale';
import styles from './LanguageMenu.module.css';

/** The gap MUI's Popover keeps between a menu and the window's edges, in px. */
const EDGE_MARGIN = 16;

interface Props {
  id: string;
  current: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}

export function LanguageMenu({ id, current, onChoose, onClose }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  // Shift to the left when the list would run past the window's right edge (the button sits at the bar's end).
  const [shift, setShift] = useState(0);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // offsetWidth: the opening animation scales the list, its bounding box is not yet the final one.
    const overflow = list.getBoundingClientRect().left + list.offsetWidth - (document.documentElement.clientWidth - EDGE_MARGIN);
    if (overflow > 0) setShift(-Math.ceil(overflow));
    items(list)[LOCALES.indexOf(current)]?.focus();
    // Once, when the list opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    const entries = items(list);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at < 0 ? -1 : at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(-1);
        break;
      case 'Escape':
      case 'Tab':
        onClose();
        break;
      case 'Enter':
      case ' ': {
        const locale = LOCALES[at];
        if (locale) onChoose(locale);
        break;
      }
      default: {
        // A first letter: the next entry starting with it.
        if (event.key.length !== 1 || event.altKey || event.ctrlKey || event.metaKey) return;
        const key = event.key.toLowerCase();
        const found = [...entries.slice(at + 1), ...entries.slice(0, at + 1)].find((entry) => entry.textContent?.toLowerCase().startsWith(key));
        found?.focus();
      }
    }
    event.preventDefault();
  };

  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <ul
        ref={listRef}
        id={id}
        role="menu"
        // Focusable itself, as MUI's list was: a click on its padding keeps the keys working.
        tabIndex={-1}
        className={styles.menu}
        style={shift ? { left: shift } : undefined}
        onKeyDown={onKeyDown}
      >
        {LOCALES.map((locale) => (
          <li
            key={locale}
            lang={locale}
            role="menuitem"
            tabIndex={-1}
            aria-current={locale === current ? 'true' : undefined}
            className={styles.item}
            onClick={() => onChoose(locale)}
          >
            {LOCALE_LABELS[locale]}
          </li>
        ))}
      </ul>
    </>
  );
}

function items(list: HTMLElement): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>('[role="menuitem"]'));
}
