// The profile's static forms with a mocked API (issue #11): the fields show the member's data and keep their ids and
// names, react-hook-form still validates with the same schemas and sends the same calls, a refused current password
// lands on its field, and the phone dialog is not rendered before it is opened.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError, api } from '@/lib/client/api';
import type { AccountProfile } from '@/lib/server/account/get-account-profile';
import { PasswordChangeForm } from './PasswordChangeForm';
import { PhoneSection } from './PhoneSection';
import { ProfileForm } from './ProfileForm';

jest.mock('@/hooks/useTranslation', () => ({
  useTranslation: () => ({ t: (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key) }),
}));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), delete: jest.fn(), get: jest.fn() },
}));
jest.mock('./PhoneVerificationDialog', () => ({
  PhoneVerificationDialog: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="phone dialog" /> : null),
}));

const put = api.put as jest.Mock;

const PROFILE: AccountProfile = {
  mbId: 'm-1',
  mbNick: 'Kim Minji',
  mbName: 'Minji',
  mbEmail: 'kim@example.test',
  mbPhone: null,
  mbPhoto: null,
  mbStatus: 'APPROVED',
  phoneVerified: false,
  advertisingConsent: true,
  hasPassword: true,
  socialProviders: [],
  membership: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function show(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

beforeEach(() => put.mockReset());

test('profile form: the member data in static fields; an empty nickname is refused on the field; a save sends the values', async () => {
  show(<ProfileForm profile={PROFILE} />);
  const email = screen.getByRole('textbox', { name: 'profile.basic.email' });
  expect(email).toHaveValue('kim@example.test');
  expect(email).toHaveAttribute('readonly');
  const nick = screen.getByRole('textbox', { name: /profile\.basic\.mbNick/ });
  expect(nick).toHaveAttribute('id', 'profile-mbNick');
  expect(nick).toHaveValue('Kim Minji');
  expect(screen.getByRole('checkbox', { name: 'profile.basic.advertisingConsent' })).toBeChecked();

  fireEvent.change(nick, { target: { value: '' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'profile.basic.save' }));
  });
  expect(put).not.toHaveBeenCalled();
  expect(nick).toHaveAttribute('aria-invalid', 'true');
  expect(nick).toHaveAccessibleDescription(/./);

  put.mockResolvedValue({ ...PROFILE, mbNick: 'Minji', advertisingConsent: false });
  fireEvent.change(nick, { target: { value: 'Minji' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'profile.basic.advertisingConsent' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'profile.basic.save' }));
  });
  expect(put).toHaveBeenCalledWith('/api/member/profile', { mbNick: 'Minji', mbName: 'Minji', advertisingConsent: false });
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('profile.basic.saved'));
});

test('password form: a wrong current password is shown on that field; a social-only account has no form', async () => {
  put.mockRejectedValue(new ApiError('INVALID_CREDENTIALS', 'no', 401));
  const { unmount } = show(<PasswordChangeForm hasPassword />);
  fireEvent.change(screen.getByLabelText(/password\.currentPassword/), { target: { value: 'Old-pass1!' } });
  fireEvent.change(screen.getByLabelText(/password\.newPassword/), { target: { value: 'New-pass1!' } });
  fireEvent.change(screen.getByLabelText(/password\.confirmPassword/), { target: { value: 'New-pass1!' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'password.submit' }));
  });
  expect(put).toHaveBeenCalledWith('/api/member/password', expect.objectContaining({ currentPassword: 'Old-pass1!', newPassword: 'New-pass1!' }));
  await waitFor(() => expect(screen.getByLabelText(/password\.currentPassword/)).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('account:password.errors.currentIncorrect')).toBeInTheDocument();
  unmount();

  show(<PasswordChangeForm hasPassword={false} />);
  expect(screen.getByRole('alert')).toHaveTextContent('password.socialOnly');
  expect(screen.queryByRole('button', { name: 'password.submit' })).toBeNull();
});

test('phone card: the dialog is rendered only once opened (or opened from ?verifyPhone=1)', async () => {
  const { unmount } = show(<PhoneSection profile={PROFILE} />);
  expect(screen.getByText('section.notVerified')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'section.verify' }));
  expect(await screen.findByRole('dialog', { name: 'phone dialog' })).toBeInTheDocument();
  unmount();

  show(<PhoneSection profile={{ ...PROFILE, phoneVerified: true, mbPhone: '+886912345678' }} initiallyOpen />);
  expect(screen.getByRole('button', { name: 'section.change' })).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'phone dialog' })).toBeInTheDocument();
});
