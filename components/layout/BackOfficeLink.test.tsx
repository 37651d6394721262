// The back office link of the header and the drawer (issue #10): shown only when the display cookie's role is STAFF
// or ADMIN, after hydration like the rest of the member links; members and guests never see it.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MobileDrawer } from './MobileDrawer';
import { TopBar } from './TopBar';

jest.mock('next/router', () => ({
  __esModule: true,
  useRouter: () => ({ pathname: '/', asPath: '/', locale: 'en', push: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }),
  default: { events: { on: jest.fn(), off: jest.fn() } },
}));
jest.mock('@/hooks/useTranslation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const signIn = (role: string) => Cookies.set('user', JSON.stringify({ mbId: 'm1', mbNick: 'nick', mbStatus: 'APPROVED', role }));

afterEach(() => Cookies.remove('user'));

test.each(['STAFF', 'ADMIN'])('%s sees the back office link in the top bar and the drawer', async (role) => {
  signIn(role);
  render(
    <>
      <TopBar />
      <MobileDrawer />
    </>,
  );
  expect(screen.getByRole('link', { name: 'header.backOffice' })).toHaveAttribute('href', '/admin');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'drawer.open' }));
  });
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByRole('link', { name: 'header.backOffice' })).toHaveAttribute('href', '/admin');
});

test.each([['MEMBER'], ['']])('a member (role %j) does not', (role) => {
  signIn(role);
  render(<TopBar />);
  expect(screen.getByRole('link', { name: 'header.profile' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'header.backOffice' })).not.toBeInTheDocument();
});

test('a guest does not', () => {
  render(<TopBar />);
  expect(screen.queryByRole('link', { name: 'header.backOffice' })).not.toBeInTheDocument();
});
