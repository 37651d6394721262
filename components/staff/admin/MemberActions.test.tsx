// The member's page actions with a mocked API: the role asks first and sends the schema's body; an admin cannot pick
// another role for themselves; dormancy asks first and sends {dormant}; the tier sends its id or null.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { api } from '@/lib/client/api';
import type { AdminMemberDetail } from '@/lib/shared/admin/views';
import { MemberDormancyPanel } from './MemberDormancyPanel';
import { MemberMembershipForm } from './MemberMembershipForm';
import { MemberRoleForm } from './MemberRoleForm';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { put: jest.fn(), get: jest.fn() },
}));

const put = api.put as jest.Mock;

function member(overrides: Partial<AdminMemberDetail> = {}): AdminMemberDetail {
  return {
    mbId: 'm-1',
    mbNick: 'lin',
    mbName: null,
    mbEmail: 'lin@example.test',
    mbPhone: null,
    mbStatus: 'APPROVED',
    role: 'MEMBER',
    membershipName: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    mbType: 'NORMAL',
    language: 'en',
    region: { code: 'TW', name: 'Taiwan' },
    membership: null,
    advertisingConsent: false,
    hasPassword: true,
    socialProviders: [],
    emailVerifiedAt: null,
    phoneVerifiedAt: null,
    termsAgreedAt: null,
    dormantAt: null,
    withdrawnAt: null,
    orderCount: 0,
    activeSessions: 1,
    isSelf: false,
    memberships: [{ id: 3, name: 'GOLD', discountRate: 10 }],
    history: [],
    ...overrides,
  };
}

function show(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

async function choose(label: RegExp, option: RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

beforeEach(() => put.mockReset());

test('role: chosen, confirmed, then sent', async () => {
  put.mockResolvedValue(member({ role: 'STAFF' }));
  show(<MemberRoleForm member={member()} />);
  await choose(/members\.role\.label/, /members\.roles\.STAFF/);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'members.role.save' })));
  const dialog = await screen.findByRole('dialog');
  expect(put).not.toHaveBeenCalled();
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'members.role.save' })));
  await waitFor(() => expect(put).toHaveBeenCalledWith('/api/admin/members/m-1/role', { role: 'STAFF' }));
});

test('role: an admin on their own page cannot change it', () => {
  show(<MemberRoleForm member={member({ role: 'ADMIN', isSelf: true })} />);
  expect(screen.getByRole('combobox', { name: /members\.role\.label/ })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByText('members.role.self')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'members.role.save' })).toBeDisabled();
});

test('dormancy: put to sleep after confirming', async () => {
  put.mockResolvedValue(member({ mbStatus: 'DORMANCY' }));
  show(<MemberDormancyPanel member={member()} />);
  fireEvent.click(screen.getByRole('button', { name: 'members.dormancy.sleep' }));
  await act(async () => fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'members.dormancy.sleep' })));
  await waitFor(() => expect(put).toHaveBeenCalledWith('/api/admin/members/m-1/dormancy', { dormant: true }));
});

test('dormancy: the buttons follow the status', () => {
  show(
    <>
      <MemberDormancyPanel member={member({ mbId: 'a', mbStatus: 'DORMANCY' })} />
      <MemberDormancyPanel member={member({ mbId: 'b', isSelf: true, role: 'ADMIN' })} />
      <MemberDormancyPanel member={member({ mbId: 'c', mbStatus: 'WITHDRAWN' })} />
    </>,
  );
  expect(screen.getByRole('button', { name: 'members.dormancy.restore' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'members.dormancy.sleep' })).toBeDisabled();
  expect(screen.getByText('members.dormancy.self')).toBeInTheDocument();
  expect(screen.getByText('members.dormancy.leadOther')).toBeInTheDocument();
});

test('membership: the tier id, or null for none', async () => {
  put.mockResolvedValue(member({ membership: { id: 3, name: 'GOLD', discountRate: 10 } }));
  show(<MemberMembershipForm member={member()} />);
  await choose(/members\.membership\.label/, /GOLD/);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'members.membership.save' })));
  await waitFor(() => expect(put).toHaveBeenCalledWith('/api/admin/members/m-1/membership', { membershipId: 3 }));
});
