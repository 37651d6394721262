// The pages of a list as plain links, followed in place once the page is interactive (follow-in-place.ts); nothing
// when everything fits on one page. The member's orders and the back office's lists (issue #10).
import Pagination, { type PaginationProps } from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import type { Translate } from '@/lib/shared/i18n/translate';
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { followInPlace } from './follow-in-place';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  href: (page: number) => ComponentProps<typeof NextLink>['href'];
  onPage: (page: number) => void;
  /** The accessible name of the pages' navigation. */
  label: string;
  /** The accessible name of each page link (MUI's English default without it). */
  itemAriaLabel?: PaginationProps['getItemAriaLabel'];
  /** The space above, in theme spacing units. */
  mt?: number;
}

export function LinkPagination({ page, total, pageSize, href, onPage, label, itemAriaLabel, mt = 3 }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Pagination
      count={pages}
      page={Math.min(page, pages)}
      renderItem={(item) => <PaginationItem {...item} component={NextLink} href={href(item.page ?? 1)} onClick={followInPlace(() => onPage(item.page ?? 1))} />}
      aria-label={label}
      getItemAriaLabel={itemAriaLabel}
      siblingCount={0}
      sx={{ mt, display: 'flex', justifyContent: 'center' }}
    />
  );
}

/** Page-link names from a namespace's `<prefix>.current`, `<prefix>.page` and `<prefix>.<first|last|next|previous>` keys. */
export function pageItemLabels(t: Translate, prefix: string): NonNullable<PaginationProps['getItemAriaLabel']> {
  return (type, page, selected) => (type === 'page' ? t(selected ? `${prefix}.current` : `${prefix}.page`, { page }) : t(`${prefix}.${type}`));
}
