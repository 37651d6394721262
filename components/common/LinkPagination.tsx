// The pages of a list as plain links, followed in place once the page is interactive (follow-in-place.ts); nothing
// when everything fits on one page. The member's orders and the back office's lists (issue #10). Static CSS
// (docs/decisions/0015-storefront-static-css.md): the member's orders page downloads no MUI (issue #24).
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { cx } from '@/components/ui/cx';
import { useTranslation } from '@/hooks/useTranslation';
import type { Translate } from '@/lib/shared/i18n/translate';
import { followInPlace } from './follow-in-place';
import styles from './LinkTabs.module.css';
import { pageItems } from './page-items';

/** The accessible name of a page link: 'page' (selected: the current one) or a step. */
export type PageItemLabel = (type: 'page' | 'previous' | 'next', page: number, selected: boolean) => string;

interface Props {
  page: number;
  total: number;
  pageSize: number;
  href: (page: number) => ComponentProps<typeof NextLink>['href'];
  onPage: (page: number) => void;
  /** The accessible name of the pages' navigation. */
  label: string;
  /** The accessible name of each page link; by default the `common` namespace's `pagination.*`. */
  itemAriaLabel?: PageItemLabel;
  /** The space above, in 8 px steps. */
  mt?: number;
}

export function LinkPagination({ page, total, pageSize, href, onPage, label, itemAriaLabel, mt = 3 }: Props) {
  const { t } = useTranslation('common');
  const itemLabel = itemAriaLabel ?? pageItemLabels(t, 'pagination');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pages} style={{ marginTop: mt * 8 }}>
      <ul className={styles.pageList}>
        {pageItems(page, pages).map((item) => {
          if (item.type === 'ellipsis') {
            return (
              <li key={item.key} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            );
          }
          const selected = item.type === 'page' && item.selected;
          const disabled = item.type !== 'page' && item.disabled;
          const text = item.type === 'previous' ? '‹' : item.type === 'next' ? '›' : String(item.page);
          return (
            <li key={`${item.type}-${item.page}`}>
              {disabled ? (
                <span className={cx(styles.page, styles.disabled)} aria-disabled="true" aria-label={itemLabel(item.type, item.page, false)}>
                  {text}
                </span>
              ) : (
                <NextLink
                  href={href(item.page)}
                  onClick={followInPlace(() => onPage(item.page))}
                  aria-label={itemLabel(item.type, item.page, selected)}
                  aria-current={selected ? 'page' : undefined}
                  className={cx(styles.page, selected && styles.current)}
                >
                  {text}
                </NextLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Page-link names from a namespace's `<prefix>.current`, `<prefix>.page` and `<prefix>.<previous|next>` keys. */
export function pageItemLabels(t: Translate, prefix: string): PageItemLabel {
  return (type, page, selected) => (type === 'page' ? t(selected ? `${prefix}.current` : `${prefix}.page`, { page }) : t(`${prefix}.${type}`));
}
