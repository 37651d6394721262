import { pageItems } from './page-items';

const shape = (page: number, pages: number) =>
  pageItems(page, pages)
    .map((item) =>
      item.type === 'page'
        ? item.selected
          ? `[${item.page}]`
          : `${item.page}`
        : item.type === 'ellipsis'
          ? '…'
          : item.disabled
            ? `(${item.type})`
            : item.type,
    )
    .join(' ');

test.each([
  [1, 1, '(previous) [1] (next)'],
  [1, 2, '(previous) [1] 2 next'],
  [2, 3, 'previous 1 [2] 3 next'],
  [1, 3, '(previous) [1] 2 3 next'],
  [1, 9, '(previous) [1] … 9 next'],
  [3, 9, 'previous 1 2 [3] … 9 next'],
  [5, 9, 'previous 1 … [5] … 9 next'],
  [9, 9, 'previous 1 … [9] (next)'],
  [12, 9, 'previous 1 … [9] (next)'],
])('page %i of %i: %s', (page, pages, expected) => {
  expect(shape(page, pages)).toBe(expected);
});

test('every page is reachable: previous and next step by one, within the pages', () => {
  for (let pages = 1; pages <= 12; pages++) {
    for (let page = 1; page <= pages; page++) {
      const items = pageItems(page, pages);
      const links = items.flatMap((item) =>
        item.type === 'page' || ((item.type === 'previous' || item.type === 'next') && !item.disabled) ? [item.page] : [],
      );
      expect(links.every((number) => number >= 1 && number <= pages)).toBe(true);
      expect(items.filter((item) => item.type === 'page' && item.selected)).toHaveLength(1);
    }
  }
});
