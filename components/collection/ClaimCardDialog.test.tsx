// "Claim a card" (issue #25): the API's own schema refuses a mistyped code before anything is sent; the code is sent
// normalised; the server's refusals stand under the field they are about, or as the form's alert; success says which
// card joined the collection.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, api } from '@/lib/client/api';
import { claimCodeFromBytes, formatClaimCode } from '@/lib/shared/certificates/claim-code';
import { ClaimCardDialog } from './ClaimCardDialog';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), get: jest.fn() },
}));

const post = api.post as jest.Mock;
const CODE = claimCodeFromBytes(Uint8Array.from({ length: 15 }, (_, i) => i * 7 + 1));

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onClaimed = jest.fn();
  const onClose = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <ClaimCardDialog open onClose={onClose} onClaimed={onClaimed} />
    </QueryClientProvider>,
  );
  return { onClaimed, onClose };
}

function fill(serial: string, code: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /dialog.serial/ }), { target: { value: serial } });
  fireEvent.change(screen.getByRole('textbox', { name: /dialog.code/ }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'claims:dialog.submit' }));
}

beforeEach(() => post.mockReset());

test('the intro describes the dialog; a typo in the code and a short serial are refused under their fields, nothing sent', async () => {
  show();
  expect(screen.getByRole('dialog')).toHaveAccessibleDescription('claims:dialog.intro');
  const typo = `${CODE.slice(0, -1)}${CODE.at(-1) === '0' ? '1' : '0'}`;
  fill('12345', typo);
  expect(await screen.findByText('claims:validation.codeCheck')).toBeInTheDocument();
  expect(screen.getByText('claims:validation.serialInvalid')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test('sent normalised; success names the card that joined the collection', async () => {
  post.mockResolvedValue({ serial: '1234567', card: '1999 Base Set #4 Charizard' });
  const { onClaimed } = show();
  fill(' 1234567 ', formatClaimCode(CODE).toLowerCase());
  expect(await screen.findByRole('status')).toHaveTextContent('claims:dialog.success {"card":"1999 Base Set #4 Charizard","serial":"1234567"}');
  expect(post).toHaveBeenCalledWith('/api/member/collection/claim', { serial: '1234567', code: CODE });
  expect(onClaimed).toHaveBeenCalledWith({ serial: '1234567', card: '1999 Base Set #4 Charizard' });
});

test('a code that does not match stands under the code; "already yours" and too many tries are the form alert', async () => {
  post.mockRejectedValueOnce(new ApiError('BAD_REQUEST', 'no', 400, [], undefined, 'claims:errors.noMatch'));
  show();
  fill('1234567', CODE);
  expect(await screen.findByText('claims:errors.noMatch')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /dialog.code/ })).toHaveAttribute('aria-invalid', 'true');

  post.mockRejectedValueOnce(new ApiError('CONFLICT', 'no', 409, [], undefined, 'claims:errors.alreadyYours'));
  fireEvent.click(screen.getByRole('button', { name: 'claims:dialog.submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('claims:errors.alreadyYours');

  post.mockRejectedValueOnce(new ApiError('RATE_LIMITED', 'slow down', 429, [], undefined, 'errors:rateLimited'));
  fireEvent.click(screen.getByRole('button', { name: 'claims:dialog.submit' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('errors:rateLimited'));
});
