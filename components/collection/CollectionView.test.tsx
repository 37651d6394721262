// The collection's list (issue #25): cards read as name, grade ("A" as the authentic mark), serial linking to the
// certificate page, a voided one marked; the thumbnail opens the zoomable front/back dialog; filters are checked with
// the API's schema before they reach the URL; the claim codes' slots render where they are given; an empty collection
// says so. Every key the page shows exists in the three languages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import type { CollectionItem, CollectionPage } from '@/lib/shared/collection/views';
import { api } from '@/lib/client/api';
import { saveFile } from '@/lib/client/save-file';
import { CollectionView } from './CollectionView';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', pathname: '/account/collection', push: jest.fn() }) }));
jest.mock('@/lib/client/save-file', () => ({ saveFile: jest.fn() }));
jest.mock('@/lib/client/api', () => ({ ...jest.requireActual('@/lib/client/api'), api: { download: jest.fn() } }));

const item = (overrides: Partial<CollectionItem>): CollectionItem => ({
  serial: '1234567',
  name: 'Pikachu',
  category: 'POKEMON',
  year: 1999,
  brand: 'Wizards',
  setName: 'Base',
  cardNumber: '58',
  grade: '10',
  gradedAt: '2026-03-01T00:00:00.000Z',
  ownedSince: '2026-03-01T00:00:00.000Z',
  voidedAt: null,
  scans: [
    {
      side: 'front',
      width: 1200,
      height: 1600,
      thumbUrl: '/api/certificates/1234567/images/1?size=thumb',
      zoomUrl: '/api/certificates/1234567/images/1?size=zoom',
    },
    {
      side: 'back',
      width: 1200,
      height: 1600,
      thumbUrl: '/api/certificates/1234567/images/2?size=thumb',
      zoomUrl: '/api/certificates/1234567/images/2?size=zoom',
    },
  ],
  ...overrides,
});

const PAGE: CollectionPage = {
  items: [
    item({}),
    item({ serial: '7654321', name: 'Pikachu V', grade: 'A', scans: [] }),
    item({ serial: '1111111', name: 'Blue-Eyes', grade: '8', voidedAt: '2026-04-01T00:00:00.000Z', scans: [] }),
  ],
  query: { sort: 'recent', page: 1 },
  pageSize: 24,
  total: 3,
};

function renderView(props: Partial<Parameters<typeof CollectionView>[0]> = {}) {
  const onChange = jest.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CollectionView query={{ sort: 'recent', page: 1 }} data={PAGE} error={null} loading={false} onChange={onChange} {...props} />
    </QueryClientProvider>,
  );
  return { onChange };
}

test('each card: name, grade, serial linking to its certificate; "A" as the authentic mark; a voided one marked', () => {
  renderView();
  const list = screen.getByRole('list', { name: 'list.label' });
  const cards = within(list).getAllByRole('article');
  expect(cards).toHaveLength(3);
  expect(within(cards[0]!).getByRole('heading', { name: 'Pikachu' })).toBeInTheDocument();
  expect(within(cards[0]!).getByText('card.grade {"grade":"10"}')).toBeInTheDocument();
  expect(within(cards[0]!).getByRole('link', { name: 'card.certificate {"serial":"1234567"}' })).toHaveAttribute('href', '/certification/1234567');
  expect(within(cards[1]!).getByText('card.authentic')).toBeInTheDocument();
  expect(within(cards[2]!).getByText('card.voided')).toBeInTheDocument();
  expect(within(cards[0]!).queryByText('card.voided')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('list.count {"count":3}');
});

test('the thumbnail opens the front, and the back is one switch away', async () => {
  renderView();
  fireEvent.click(screen.getByRole('button', { name: 'card.zoom {"name":"Pikachu"}' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/certificates/1234567/images/1?size=zoom');
  fireEvent.click(within(dialog).getByRole('button', { name: 'zoom.back' }));
  expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/certificates/1234567/images/2?size=zoom');
  fireEvent.click(within(dialog).getByRole('button', { name: 'zoom.close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // A card without scans has nothing to open.
  expect(screen.getByRole('button', { name: 'card.zoom {"name":"Pikachu V"}' })).toBeDisabled();
});

test("filters go through the API's schema: a bad serial is shown, a good one becomes the query (page 1)", async () => {
  const { onChange } = renderView({ query: { sort: 'grade-desc', page: 3 } });
  const form = screen.getByRole('search', { name: 'filters.label' });
  fireEvent.change(within(form).getByLabelText('filters.serial'), { target: { value: '12ab' } });
  fireEvent.click(within(form).getByRole('button', { name: 'filters.apply' }));
  expect(await within(form).findByText('collection:errors.serial')).toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
  fireEvent.change(within(form).getByLabelText('filters.serial'), { target: { value: '１２' } });
  fireEvent.change(within(form).getByLabelText('filters.name'), { target: { value: ' pika ' } });
  fireEvent.click(within(form).getByRole('button', { name: 'filters.apply' }));
  await waitFor(() => expect(onChange).toHaveBeenCalledWith({ name: 'pika', serial: '12', sort: 'grade-desc', page: 1 }));
});

test("the claim codes' slots: beside the CSV button, and at the foot of every card", () => {
  renderView({ headerActions: <button type="button">Claim a card</button>, cardDetail: (card) => <span>code of {card.serial}</span> });
  expect(screen.getByRole('button', { name: 'csv.download' }).parentElement).toContainElement(screen.getByRole('button', { name: 'Claim a card' }));
  for (const serial of ['1234567', '7654321', '1111111']) expect(screen.getByText(`code of ${serial}`)).toBeInTheDocument();
});

test('the CSV is saved under the name the server gives it (the lab’s day), with the filters of the page', async () => {
  const blob = new Blob(['serial\n']);
  (api.download as jest.Mock).mockResolvedValueOnce({ blob, fileName: 'cardgrade-collection-2026-11-29.csv' });
  renderView({ query: { sort: 'grade-desc', page: 2, grade: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'csv.download' }));
  await waitFor(() => expect(saveFile).toHaveBeenCalledWith(blob, 'cardgrade-collection-2026-11-29.csv'));
  expect(api.download).toHaveBeenCalledWith('/api/member/collection/export', { params: expect.objectContaining({ grade: '10', lang: 'en' }) });
  expect((api.download as jest.Mock).mock.calls[0][1].params).not.toHaveProperty('page');
});

test('an empty collection says so, and there is nothing to download', () => {
  renderView({ data: { ...PAGE, items: [], total: 0 } });
  expect(screen.getByText('list.empty')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'csv.download' })).toBeDisabled();
});

test('every collection key the pages and the CSV use is in zh-TW, en and ko', () => {
  const root = path.join(__dirname, '..', '..');
  const sources = ['components/collection', 'pages/account/collection', 'lib/server/collection']
    .flatMap((dir) => fs.readdirSync(path.join(root, dir)).map((file) => path.join(root, dir, file)))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.tsx'))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  const used = new Set([...sources.matchAll(/t\('([a-zA-Z]+\.[a-zA-Z.-]+)'/g)].map((match) => match[1]!));
  expect(used.size).toBeGreaterThan(20);
  for (const locale of ['zh-TW', 'en', 'ko']) {
    const keys = JSON.parse(fs.readFileSync(path.join(root, 'locales', locale, 'collection.json'), 'utf8'));
    const has = (key: string) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], keys);
      const plural = key
        .split('.')
        .reduce<unknown>(
          (node, part, index, parts) => (node as Record<string, unknown> | undefined)?.[index === parts.length - 1 ? `${part}_other` : part],
          keys,
        );
      return typeof value === 'string' || typeof plural === 'string';
    };
    for (const key of used) expect([locale, key, has(key)]).toEqual([locale, key, true]);
  }
});
