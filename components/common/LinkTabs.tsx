// Tabs of a list as plain links (they open in a new tab and work before the page is interactive), followed in place
// once it is (follow-in-place.ts), scrolling sideways when they do not fit (issue #24: at 1280 px the lab's 16 queues
// were cut off with no way to reach them; the selected tab is scrolled into view) — and the panel they control. The
// member's orders and the lab's work queues (issue #10). Static CSS (docs/decisions/0015-storefront-static-css.md):
// the member's orders page downloads no MUI (issue #24, first-load JS ≤ 200 kB).
import NextLink from 'next/link';
import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { cx } from '@/components/ui/cx';
import { followInPlace } from './follow-in-place';
import styles from './LinkTabs.module.css';

interface Props<V extends string> {
  value: V;
  values: readonly V[];
  /** Element ids: the tabs `${idPrefix}-tab-${value}`, the panel `${idPrefix}-tabpanel`. */
  idPrefix: string;
  /** The accessible name of the tab list. */
  label: string;
  tabLabel: (value: V) => ReactNode;
  href: (value: V) => ComponentProps<typeof NextLink>['href'];
  onTab: (value: V) => void;
}

export function LinkTabs<V extends string>({ value, values, idPrefix, label, tabLabel, href, onTab }: Props<V>) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const selected = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    // Only the tab strip scrolls: scrollIntoView would also move the page.
    if (selected && list.current) list.current.scrollLeft = selected.offsetLeft - (list.current.clientWidth - selected.offsetWidth) / 2;
  }, [value]);
  return (
    <div ref={list} role="tablist" aria-label={label} className={styles.tabs}>
      {values.map((item) => (
        <NextLink
          key={item}
          role="tab"
          aria-selected={item === value}
          tabIndex={item === value ? 0 : -1}
          id={`${idPrefix}-tab-${item}`}
          aria-controls={`${idPrefix}-tabpanel`}
          href={href(item)}
          onClick={followInPlace(() => onTab(item))}
          onKeyDown={(event) => {
            // Arrow keys move between tabs, as in every tab list (WAI-ARIA tabs pattern); Enter follows the link.
            const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
            if (!step) return;
            event.preventDefault();
            const tabs = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
            const next = tabs[(tabs.indexOf(event.currentTarget) + step + tabs.length) % tabs.length];
            next?.focus();
          }}
          className={cx(styles.tab, item === value && styles.selected)}
        >
          {tabLabel(item)}
        </NextLink>
      ))}
    </div>
  );
}

/** The panel of the selected tab, dimmed while the next list loads. */
export function LinkTabPanel({ idPrefix, value, loading, children }: { idPrefix: string; value: string; loading: boolean; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-tabpanel`}
      aria-labelledby={`${idPrefix}-tab-${value}`}
      aria-busy={loading}
      className={cx(styles.panel, loading && styles.loading)}
    >
      {children}
    </div>
  );
}
