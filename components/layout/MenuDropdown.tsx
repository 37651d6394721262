// One group of the desktop main menu as a disclosure (button + list of links), the WAI-ARIA pattern for site
// navigation. The links stay in the server HTML (hidden until opened), so they work before hydration and for crawlers.
// Plain elements and MainMenu's CSS Module (docs/decisions/0015-storefront-static-css.md).
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/Icon';
import { expandMore } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import styles from './MainMenu.module.css';
import type { MenuGroup } from './menu-items';

interface Props {
  group: MenuGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MenuDropdown({ group, open, onOpenChange }: Props) {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const active = group.links.some((link) => link.href === pathname);

  // A click anywhere else closes the open group (what MUI's ClickAwayListener did). Listening only while open keeps
  // closed groups free of document listeners.
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node | null)) onOpenChange(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open, onOpenChange]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };

  // Tabbing out of the group closes it, as Escape and a click elsewhere do.
  const onBlur = (event: FocusEvent) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    // Click (not hover) opens the group: hover-plus-click toggling fights itself and fails touch and keyboard users.
    <div ref={rootRef} className={styles.group} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
        className={cx(styles.item, active && styles.active)}
      >
        {t(group.labelKey)}
        <Icon paths={expandMore} className={cx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      {/* `hidden`, not moved off-screen: the links of a closed group are out of the tab order and the a11y tree. */}
      <div id={listId} hidden={!open} className={styles.panel}>
        {/* Plain links, not role="menu": site navigation is a disclosure, and Tab walks the links. */}
        <ul className={styles.list}>
          {group.links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={link.href === pathname ? 'page' : undefined}
                className={cx(ui.listItem, link.href === pathname && ui.listItemSelected)}
                onClick={() => onOpenChange(false)}
              >
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
