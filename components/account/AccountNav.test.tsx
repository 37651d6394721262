// My page navigation: one named landmark; each page that exists is a link, the current one marked aria-current="page";
// the collection, not built yet, is listed as unavailable and is no link.
import { render, screen, within } from '@testing-library/react';
import { AccountNav } from './AccountNav';

jest.mock('@/hooks/useTranslation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

test('links to every ready page, the current one marked; the collection is listed but not a link', () => {
  render(<AccountNav active="orders" />);
  const nav = screen.getByRole('navigation', { name: 'nav.label' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/account/dashboard',
    '/account/orders',
    '/account/profile',
    '/account/addresses',
    '/account/api-keys',
    '/account/withdrawal',
  ]);
  expect(within(nav).getByRole('link', { name: 'nav.orders' })).toHaveAttribute('aria-current', 'page');
  expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  expect(within(nav).queryByRole('link', { name: /nav\.collection/ })).not.toBeInTheDocument();
  expect(within(nav).getByRole('button', { name: 'nav.collection nav.soon' })).toHaveAttribute('aria-disabled', 'true');
});
