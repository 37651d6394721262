// The owner's claim code (issue #25): fetched only when asked for, shown with a copy button and what it is for; a card
// that is not the member's reads as such. Every key of the claims namespace exists in the three languages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { ApiError, api } from '@/lib/client/api';
import { ClaimCodeReveal } from './ClaimCodeReveal';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), get: jest.fn() },
}));

const get = api.get as jest.Mock;

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ClaimCodeReveal serial="1234567" />
    </QueryClientProvider>,
  );
}

beforeEach(() => get.mockReset());

test('nothing is fetched until the owner asks; then the code, a copy button and the sentence on what it is for', async () => {
  get.mockResolvedValue({ serial: '1234567', code: '18FP-X4BJ-S07E-NW3Z', issuedAt: '2026-11-01T00:00:00.000Z' });
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  show();
  expect(get).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'claims:reveal.show' }));
  expect(await screen.findByText('18FP-X4BJ-S07E-NW3Z')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/api/member/collection/1234567/claim-code');
  expect(screen.getByText('claims:reveal.hint')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'claims:reveal.copy' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith('18FP-X4BJ-S07E-NW3Z'));
  expect(await screen.findByText('claims:reveal.copied')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'claims:reveal.hide' }));
  expect(screen.queryByText('18FP-X4BJ-S07E-NW3Z')).not.toBeInTheDocument();
});

test("another member's card (404) reads as not in the collection", async () => {
  get.mockRejectedValue(new ApiError('NOT_FOUND', 'no', 404, [], undefined, 'claims:errors.notYours'));
  show();
  fireEvent.click(screen.getByRole('button', { name: 'claims:reveal.show' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('claims:errors.notYours');
});

test('the claims namespace has the same keys in zh-TW, en and ko', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix.slice(0, -1)];
  const read = (locale: string) => keys(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'locales', locale, 'claims.json'), 'utf8'))).sort();
  expect(read('en')).toEqual(read('zh-TW'));
  expect(read('ko')).toEqual(read('zh-TW'));
});
