// Pages of an ADMIN list: plain links (they work before the page is interactive), followed in place once it is.
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from 'next-i18next/pages';
import NextLink from 'next/link';
import type { MouseEvent } from 'react';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  href: (page: number) => { pathname: string; query: Record<string, string> };
  onPage: (page: number) => void;
}

export function ListPagination({ page, total, pageSize, href, onPage }: Props) {
  const { t } = useTranslation('admin');
  const count = Math.max(1, Math.ceil(total / pageSize));
  if (count <= 1) return null;
  const follow = (target: number) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPage(target);
  };
  return (
    <nav aria-label={t('common.pages')}>
      <Pagination
        page={Math.min(page, count)}
        count={count}
        siblingCount={0}
        sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
        renderItem={(item) => <PaginationItem {...item} component={NextLink} href={href(item.page ?? 1)} onClick={follow(item.page ?? 1)} />}
      />
    </nav>
  );
}
