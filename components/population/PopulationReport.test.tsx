// The population report's page (issue #22; docs/product/certificates.md#captcha): the form checks with the API's schema
// before calling; a search without a known pass shows the proof of work and waits for it, exchanges the solution for a
// pass, then searches; started on the form, the check solves ahead; with a pass, pages go straight to the API, and a
// "CAPTCHA required" (an expired pass) asks again and retries; the CSV downloads through the same pass; a search in the
// address runs on arrival.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/lib/client/api-error';
import { fetchApi } from '@/lib/client/fetch-api';
import { POPULATION_GRADES } from '@/lib/shared/certificates/population';
import type { PopulationPageView } from '@/lib/shared/certificates/population-report';
import { PopulationReport } from './PopulationReport';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
const replace = jest.fn(() => Promise.resolve(true));
let query: Record<string, string> = {};
jest.mock('next/router', () => ({ useRouter: () => ({ isReady: true, query, pathname: '/certification/population', replace }) }));
jest.mock('@/lib/client/fetch-api', () => ({
  ...jest.requireActual('@/lib/client/fetch-api'),
  fetchApi: { post: jest.fn(), get: jest.fn(), download: jest.fn() },
}));
// Each row's pop-watch button (issue #25) asks who is signed in: a guest here (a login link per row).
jest.mock('@/hooks/useDisplayUser', () => ({ useDisplayUser: () => ({ user: null, ready: true }) }));
jest.mock('@/components/auth/CaptchaField', () => ({
  CaptchaField: ({ round, onSolved }: { round: number; onSolved: (payload: string | null) => void }) => (
    <div data-testid="captcha">
      round {round}
      <button type="button" onClick={() => onSolved(`proof-${round}`)}>
        solve
      </button>
    </div>
  ),
}));

const get = fetchApi.get as jest.Mock;
const post = fetchApi.post as jest.Mock;
const download = fetchApi.download as jest.Mock;

function page(overrides: Partial<PopulationPageView> = {}): PopulationPageView {
  return {
    rows: [
      {
        id: 7,
        card: { category: 'POKEMON', year: 1999, brand: 'Wizards of the Coast', setName: 'Base Set', cardNumber: '4/102', name: 'Charizard' },
        counts: POPULATION_GRADES.map((grade) => ({ grade, count: grade === '9' ? 5 : grade === 'A' ? 1 : 0 })),
        total: 6,
        lastChangedAt: '2026-11-20T03:00:00.000Z',
      },
    ],
    page: 1,
    pageSize: 50,
    matches: 120,
    more: false,
    nameMatch: 'substring',
    asOf: '2026-11-28T03:00:00.000Z',
    ...overrides,
  };
}

const passFor = (minutes: number) => ({ expiresAt: new Date(Date.now() + minutes * 60_000).toISOString() });
const nameField = () => screen.getByLabelText('form.name');
const searchButton = () => screen.getByRole('button', { name: 'form.submit' });

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

async function searchFor(name: string) {
  fireEvent.change(nameField(), { target: { value: name } });
  await click(searchButton());
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  replace.mockClear();
  query = {};
  sessionStorage.clear();
  Element.prototype.scrollIntoView = jest.fn();
});

test('the form checks with the API schema first: nothing at all is refused under the name, and nothing is called', async () => {
  render(<PopulationReport path="/certification/population" />);
  await click(searchButton());
  await waitFor(() => expect(screen.getByText('population:errors.narrow')).toBeTruthy());
  expect(get).not.toHaveBeenCalled();
  expect(post).not.toHaveBeenCalled();
  expect(screen.queryByTestId('captcha')).toBeNull();
});

test('without a pass the check appears and the search waits; solved, it buys a pass, then searches and shows the table', async () => {
  post.mockResolvedValue(passFor(15));
  get.mockResolvedValue(page());
  render(<PopulationReport path="/certification/population" />);
  await searchFor('charizard');
  await waitFor(() => expect(screen.getByTestId('captcha')).toBeTruthy());
  expect(get).not.toHaveBeenCalled();
  await click(within(screen.getByTestId('captcha')).getByRole('button', { name: 'solve' }));
  await waitFor(() => expect(get).toHaveBeenCalledWith('/api/population/search', { params: { name: 'charizard', page: '1' } }));
  expect(post).toHaveBeenCalledWith('/api/population/pass', { captcha: expect.stringMatching(/^proof-/) });
  expect(screen.queryByTestId('captcha')).toBeNull();
  const table = screen.getByRole('table');
  expect(within(table).getByText('Charizard')).toBeTruthy();
  expect(within(table).getAllByRole('columnheader')).toHaveLength(1 + POPULATION_GRADES.length + 2);
  expect(screen.getByTestId('population-count').textContent).toContain('results.count {"count":120}');
  expect(replace).toHaveBeenCalledWith({ pathname: '/certification/population', query: { name: 'charizard' } }, undefined, { shallow: true, scroll: false });
});

test('started on the form, the check solves ahead; with a pass, pages go straight to the API; an expired pass asks again', async () => {
  post.mockResolvedValue(passFor(15));
  get.mockResolvedValue(page());
  render(<PopulationReport path="/certification/population" />);
  await act(async () => {
    fireEvent.focus(nameField());
  });
  await click(within(screen.getByTestId('captcha')).getByRole('button', { name: 'solve' }));
  expect(post).not.toHaveBeenCalled();
  await searchFor('charizard');
  await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
  expect(post).toHaveBeenCalledTimes(1);

  get.mockResolvedValueOnce(page({ page: 2 }));
  await click(screen.getByRole('button', { name: 'results.next' }));
  await waitFor(() => expect(get).toHaveBeenLastCalledWith('/api/population/search', { params: { name: 'charizard', page: '2' } }));
  expect(post).toHaveBeenCalledTimes(1);

  // The server no longer takes the pass: the check comes back, and the page is asked again once it is solved.
  get.mockRejectedValueOnce(new ApiError('CAPTCHA_REQUIRED', 'CAPTCHA required', 400));
  await click(screen.getByRole('button', { name: 'results.previous' }));
  await waitFor(() => expect(screen.getByTestId('captcha')).toBeTruthy());
  await click(within(screen.getByTestId('captcha')).getByRole('button', { name: 'solve' }));
  await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(get).toHaveBeenCalledTimes(4));
  expect(get).toHaveBeenLastCalledWith('/api/population/search', { params: { name: 'charizard', page: '1' } });
});

test('searching while the check still solves waits for that same check (no fresh challenge)', async () => {
  post.mockResolvedValue(passFor(15));
  get.mockResolvedValue(page());
  render(<PopulationReport path="/certification/population" />);
  await act(async () => {
    fireEvent.focus(nameField());
  });
  expect(screen.getByTestId('captcha').textContent).toContain('round 1');
  await searchFor('charizard');
  expect(screen.getByTestId('captcha').textContent).toContain('round 1');
  expect(get).not.toHaveBeenCalled();
  await click(within(screen.getByTestId('captcha')).getByRole('button', { name: 'solve' }));
  await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
  expect(post).toHaveBeenCalledWith('/api/population/pass', { captcha: 'proof-1' });
});

test('the CSV of the shown search downloads through the pass, in the page language', async () => {
  sessionStorage.setItem('cardgrade.population.passUntil', String(Date.now() + 10 * 60_000));
  get.mockResolvedValue(page());
  download.mockResolvedValue({ blob: new Blob(['\uFEFFa,b\r\n']), fileName: 'cardgrade-population-2026-11-28.csv' });
  URL.createObjectURL = jest.fn(() => 'blob:population');
  URL.revokeObjectURL = jest.fn();
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  render(<PopulationReport path="/certification/population" />);
  fireEvent.change(screen.getByLabelText('form.year'), { target: { value: '1999' } });
  await searchFor('char');
  await waitFor(() => expect(screen.getByRole('table')).toBeTruthy());
  await click(screen.getByText('results.csv'));
  await waitFor(() => expect(clicked).toHaveBeenCalled());
  expect(download).toHaveBeenCalledWith('/api/population/export.csv', { params: { name: 'char', year: '1999', lang: 'en' } });
  expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('cardgrade-population-2026-11-28.csv');
  expect(post).not.toHaveBeenCalled();
  clicked.mockRestore();
});

test('a search in the address runs on arrival (a shared link, the certificate page), the form showing it', async () => {
  query = { name: '大谷', category: 'SPORTS', page: '2' };
  sessionStorage.setItem('cardgrade.population.passUntil', String(Date.now() + 10 * 60_000));
  get.mockResolvedValue(page({ page: 2, nameMatch: 'word-start' }));
  render(<PopulationReport path="/certification/population" />);
  await waitFor(() => expect(get).toHaveBeenCalledWith('/api/population/search', { params: { name: '大谷', category: 'SPORTS', page: '2' } }));
  expect((nameField() as HTMLInputElement).value).toBe('大谷');
  await waitFor(() => expect(screen.getByText('results.wordStart {"name":"大谷"}')).toBeTruthy());
  // The address already says it.
  expect(replace).not.toHaveBeenCalled();
});
