// The admin's "Owner and claim code" panel (issue #25): the owner and the moves, never a code; "reissue" asks for a
// reason on the API's schema before anything is sent, then says the old code no longer works.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api } from '@/lib/client/api';
import type { CertificateOwnership } from '@/lib/shared/certificates/ownership-views';
import { OwnershipPanel } from './OwnershipPanel';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), get: jest.fn() },
}));

const get = api.get as jest.Mock;
const post = api.post as jest.Mock;
const OWNERSHIP: CertificateOwnership = {
  serial: '1234567',
  owner: { mbId: 'm-abc', nick: 'Collector', email: 'c@example.com' },
  ownedSince: '2026-10-01T00:00:00.000Z',
  codeIssuedAt: '2026-10-01T00:00:00.000Z',
  voided: false,
  transfers: [
    {
      at: '2026-10-01T00:00:00.000Z',
      via: 'CLAIM',
      from: { mbId: 'm-old', nick: 'Seller', email: 's@example.com' },
      to: { mbId: 'm-abc', nick: 'Collector', email: 'c@example.com' },
    },
  ],
};

beforeEach(() => {
  get.mockReset().mockResolvedValue(OWNERSHIP);
  post.mockReset().mockResolvedValue(OWNERSHIP);
});

test('the owner and the moves; reissue needs a reason, then says so', async () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OwnershipPanel serial="1234567" />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('Collector (c@example.com, m-abc)')).toBeInTheDocument();
  expect(screen.getByText(/claims:staff.via.CLAIM/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'claims:staff.reissue' }));
  fireEvent.click(screen.getByRole('button', { name: 'claims:staff.confirm' }));
  expect(await screen.findByText('claims:validation.reasonRequired')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  fireEvent.change(screen.getByRole('textbox', { name: /claims:staff.reason/ }), { target: { value: 'Slip lost, owner called in' } });
  fireEvent.click(screen.getByRole('button', { name: 'claims:staff.confirm' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/certificates/1234567/claim-code', { reason: 'Slip lost, owner called in' }));
  expect(await screen.findByRole('status')).toHaveTextContent('claims:staff.reissued');
});
