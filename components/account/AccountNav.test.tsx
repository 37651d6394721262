// My page navigation: one named landmark; each page is a link, the current one marked aria-current="page" — the
// collection and the albums among them (issue #25); an entry not built yet would be listed as unavailable, no link.
import { render, screen, within } from '@testing-library/react';
import { AccountNav } from './AccountNav';

jest.mock('@/hooks/useTranslation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

test('links to every page, the current one marked; the collection and the albums are links', () => {
  render(<AccountNav active="collection" />);
  const nav = screen.getByRole('navigation', { name: 'nav.label' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/account/dashboard',
    '/account/orders',
    '/account/collection',
    '/account/albums',
    '/account/watching',
    '/account/profile',
    '/account/addresses',
    '/account/api-keys',
    '/account/withdrawal',
  ]);
  expect(within(nav).getByRole('link', { name: 'nav.collection' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'nav.albums' })).not.toHaveAttribute('aria-current');
  expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  expect(within(nav).queryByRole('button', { name: /nav\.soon/ })).not.toBeInTheDocument();
});
