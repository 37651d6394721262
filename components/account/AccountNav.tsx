// My page navigation: a side list from 768px up, a row of scrollable tabs below (breakpoint:
// docs/product/constants.md#layout). One list of links styled per width, plain HTML + CSS Modules
// (docs/decisions/0015-storefront-static-css.md, issue #11): the current page is marked with aria-current.
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { ACCOUNT_NAV, type AccountNavItem } from './account-nav';
import styles from './AccountNav.module.css';

interface Props {
  active: AccountNavItem['id'];
}

export function AccountNav({ active }: Props) {
  const { t } = useTranslation('account');
  const list = useRef<HTMLUListElement>(null);

  // Below 768px the row scrolls sideways: bring the current page's tab into view, as MUI's scrollable Tabs did.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const start = current.offsetLeft - row.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < row.scrollLeft) row.scrollLeft = start;
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
  }, [active]);

  return (
    <nav aria-label={t('nav.label')}>
      <ul ref={list} className={cx(ui.plainList, styles.list)}>
        {ACCOUNT_NAV.map((item) =>
          item.ready ? (
            <li key={item.id} className={styles.entry}>
              <Link
                href={item.href}
                aria-current={item.id === active ? 'page' : undefined}
                className={cx(styles.item, item.id === active && styles.current, item.id === 'withdrawal' && styles.quiet)}
              >
                {t(item.labelKey)}
              </Link>
            </li>
          ) : (
            <li key={item.id} className={cx(styles.entry, styles.notReady)}>
              <div role="button" aria-disabled="true" className={cx(styles.item, styles.disabled)}>
                <span className={styles.label}>{t(item.labelKey)}</span>
                <span className={cx(ui.chip, ui.chipSmall, ui.chipOutlined, styles.soon)}>{t('nav.soon')}</span>
              </div>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
