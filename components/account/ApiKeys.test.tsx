// The API keys section of my page (docs/product/certificates.md#public-api): the list says which keys are active or
// revoked and when each was used; a new key is shown in full once, with a copy button, and is gone once dismissed; a
// name is checked in the browser with the server's schema; revoking asks first; the 10-key limit disables the form.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApiKeyView, CreatedApiKey } from '@/lib/shared/api-keys';
import { ApiKeys } from './ApiKeys';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));

const create = { mutateAsync: jest.fn(), reset: jest.fn(), isPending: false, isError: false, error: null };
const revoke = { mutateAsync: jest.fn(), reset: jest.fn(), isPending: false, isError: false, error: null };
jest.mock('@/hooks/useApiKeys', () => ({ useCreateApiKey: () => create, useRevokeApiKey: () => revoke }));

const key = (id: number, fields: Partial<ApiKeyView> = {}): ApiKeyView => ({
  id,
  name: `Key ${id}`,
  prefix: `cgk_abcdef0${id}`,
  createdAt: '2026-11-20T03:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...fields,
});

beforeEach(() => jest.clearAllMocks());

test('lists active and revoked keys with their first characters and last use; only active ones can be revoked', () => {
  render(<ApiKeys keys={[key(1, { lastUsedAt: '2026-11-27T05:30:00.000Z' }), key(2, { revokedAt: '2026-11-25T03:00:00.000Z' })]} />);
  const rows = within(screen.getByRole('table', { name: 'list.title' })).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1]!).getByText('cgk_abcdef01…')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('list.live')).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('button', { name: /list\.revokeNamed/ })).toBeEnabled();
  expect(within(rows[2]!).getByText('list.never')).toBeInTheDocument();
  expect(within(rows[2]!).getByText(/^list\.revokedOn/)).toBeInTheDocument();
  expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByText('create.count {"count":1,"max":10}')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'guide' })).toHaveAttribute('href', '/en/developers');
});

test('a new key is shown once with a copy button, and is gone when dismissed', async () => {
  const created: CreatedApiKey = { apiKey: key(3, { name: 'Stock sync' }), key: `cgk_${'x'.repeat(43)}` };
  create.mutateAsync.mockResolvedValue(created);
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  render(<ApiKeys keys={[]} />);
  expect(screen.getByText('list.empty')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: 'create.nameLabel' }), { target: { value: 'Stock sync' } });
  fireEvent.click(screen.getByRole('button', { name: 'create.submit' }));
  await waitFor(() => expect(screen.getByTestId('new-api-key')).toHaveTextContent(created.key));
  expect(create.mutateAsync).toHaveBeenCalledWith({ name: 'Stock sync' });
  fireEvent.click(screen.getByRole('button', { name: 'created.copy' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'created.copied' })).toBeInTheDocument());
  expect(writeText).toHaveBeenCalledWith(created.key);
  fireEvent.click(screen.getByRole('button', { name: 'created.done' }));
  expect(screen.queryByTestId('new-api-key')).not.toBeInTheDocument();
  expect(screen.queryByText(created.key)).not.toBeInTheDocument();
});

test('a name is required and at most 40 characters, checked before anything is sent', async () => {
  render(<ApiKeys keys={[]} />);
  fireEvent.click(screen.getByRole('button', { name: 'create.submit' }));
  expect(await screen.findByText(/apiKeys:errors\.nameRequired/)).toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: 'create.nameLabel' }), { target: { value: 'x'.repeat(41) } });
  fireEvent.click(screen.getByRole('button', { name: 'create.submit' }));
  expect(await screen.findByText(/apiKeys:errors\.nameTooLong/)).toBeInTheDocument();
  expect(create.mutateAsync).not.toHaveBeenCalled();
});

test('revoking asks first, then says it was done', async () => {
  revoke.mutateAsync.mockResolvedValue(key(1, { revokedAt: '2026-11-28T00:00:00.000Z' }));
  render(<ApiKeys keys={[key(1)]} />);
  fireEvent.click(screen.getByRole('button', { name: /list\.revokeNamed/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/revoke\.text/)).toHaveTextContent('cgk_abcdef01');
  expect(revoke.mutateAsync).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: 'revoke.confirm' }));
  await waitFor(() => expect(revoke.mutateAsync).toHaveBeenCalledWith(1));
  expect(await screen.findByText('revoke.done {"name":"Key 1"}')).toBeInTheDocument();
});

test('with 10 active keys the form is disabled and says why', () => {
  render(<ApiKeys keys={Array.from({ length: 10 }, (_, i) => key(i + 1))} />);
  expect(screen.getByRole('button', { name: 'create.submit' })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'create.nameLabel' })).toBeDisabled();
  expect(screen.getByText('create.full {"max":10}')).toBeInTheDocument();
});
