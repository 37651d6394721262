// The back office's certificate page (issue #22): the buttons follow the role the server answered (STAFF print, ADMIN
// also regrade, correct, void); a void sends the fingerprint of the record on screen, and a stale page's 409 swaps in
// the certificate as it is now and says it changed meanwhile. A report's entry shows its words, contact and photos.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { staffCertificateKey } from '@/hooks/useStaffCertificate';
import { ApiError, api } from '@/lib/client/api';
import type { StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import { staffCertificate } from './__fixtures__/staff-certificate';
import { CertificateAdminView } from './CertificateAdminView';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), get: jest.fn() },
}));

const post = api.post as jest.Mock;

function renderView(detail: StaffCertificateDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(staffCertificateKey(detail.serial), detail);
  const view = render(
    <QueryClientProvider client={client}>
      <CertificateAdminView detail={detail} />
    </QueryClientProvider>,
  );
  return { client, ...view };
}

test('STAFF see the record, its labels, scans and entries, and may print the label but not change the grade', () => {
  renderView(staffCertificate('STAFF'));
  const actions = screen.getByRole('group', { name: 'actions.label' });
  expect(within(actions).queryByRole('button', { name: 'regrade.open' })).toBeNull();
  expect(within(actions).queryByRole('button', { name: 'void.open' })).toBeNull();
  expect(within(actions).getByRole('link', { name: 'actions.reprint' })).toHaveAttribute('href', '/admin/certificates/4829173/label');
  expect(screen.getByText('actions.adminOnly')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'labels.title' })).toHaveTextContent('labels.reasons.FIRST');
  expect(screen.getByText('scans.total {"count":4,"days":2}')).toBeInTheDocument();
  const entry = screen.getByTestId('flag-7');
  expect(within(entry).getByRole('link', { name: 'https://auction.example/item/1' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  expect(within(entry).getByRole('link', { name: 'buyer@example.com' })).toHaveAttribute('href', 'mailto:buyer@example.com');
  expect(within(entry).getByRole('img', { name: 'flags.photo {"number":1}' })).toHaveAttribute('src', '/api/admin/certificate-flags/7/photos/3?size=thumb');
  expect(within(entry).getByRole('button', { name: 'flags.actions.confirm' })).toBeEnabled();
  expect(within(entry).queryByRole('button', { name: 'flags.actions.reopen' })).toBeNull();
});

test('ADMIN: a void sends the fingerprint on screen; a stale page shows the fresh certificate and says so', async () => {
  const shown = staffCertificate('ADMIN');
  const fresh = staffCertificate('ADMIN', { state: 'ZyXwVuTsRqPoNmLk', record: { ...shown.record, grade: 8, voided: null } });
  post.mockReset();
  post.mockRejectedValue(new ApiError('CONFLICT', 'changed', 409, [], fresh, 'certAdmin:errors.changedMeanwhile'));
  const { client } = renderView(shown);
  fireEvent.click(screen.getByRole('button', { name: 'void.open' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/dialog\.reason/), { target: { value: 'Issued in error' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'void.confirm' }));
  });
  expect(post).toHaveBeenCalledWith('/api/admin/certificates/4829173/void', { reason: 'Issued in error', expectedState: shown.state });
  expect(await screen.findByTestId('order-notice')).toHaveTextContent('certAdmin:errors.changedMeanwhile');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(client.getQueryData<StaffCertificateDetail>(staffCertificateKey('4829173'))?.state).toBe(fresh.state);
});

test('a reason shorter than 5 characters is refused before anything is sent', async () => {
  post.mockReset();
  renderView(staffCertificate('ADMIN'));
  fireEvent.click(screen.getByRole('button', { name: 'void.open' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/dialog\.reason/), { target: { value: 'no' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'void.confirm' }));
  });
  expect(within(dialog).getByText('certAdmin:validation.reasonTooShort')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test('a voided certificate: the banner with its reason, and only a restore', () => {
  const shown = staffCertificate('ADMIN');
  renderView({
    ...shown,
    record: { ...shown.record, voided: { at: '2026-11-21T02:00:00.000Z', reason: 'Slab destroyed' } },
    population: null,
    actions: { ...shown.actions, regrade: false, correct: false, void: false, restore: true, printLabel: false },
  });
  expect(screen.getByTestId('certificate-voided')).toHaveTextContent('Slab destroyed');
  const actions = screen.getByRole('group', { name: 'actions.label' });
  expect(
    within(actions)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['restore.open']);
  expect(
    within(actions)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['actions.publicPage']);
});
