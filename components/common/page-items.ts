// Which page links a list shows (MUI's Pagination with one boundary page and no siblings, which the lists used before
// issue #24): previous, the first page, the current one, the last, next; a gap of one page shows that page, a longer
// gap an ellipsis. Pure, tested in page-items.test.ts.
export type PageItem =
  { type: 'previous' | 'next'; page: number; disabled: boolean } | { type: 'page'; page: number; selected: boolean } | { type: 'ellipsis'; key: string };

export function pageItems(page: number, pages: number): PageItem[] {
  const current = Math.min(Math.max(1, page), pages);
  const shown = [...new Set([1, current, pages])].sort((a, b) => a - b);
  const items: PageItem[] = [{ type: 'previous', page: current - 1, disabled: current <= 1 }];
  shown.forEach((number, index) => {
    const before = shown[index - 1];
    if (before !== undefined && number - before === 2) items.push({ type: 'page', page: before + 1, selected: false });
    else if (before !== undefined && number - before > 2) items.push({ type: 'ellipsis', key: `gap-${before}` });
    items.push({ type: 'page', page: number, selected: number === current });
  });
  items.push({ type: 'next', page: current + 1, disabled: current >= pages });
  return items;
}
