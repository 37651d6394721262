// The scoring form with a mocked API: the live preview follows what the grader picks (the shared gradeCard()),
// centering measurements cap the grade, "A" below the minimum, the route's schema before sending, and the body.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { api } from '@/lib/client/api';
import type { StaffCard } from '@/lib/shared/lab/views';
import { staffCard, staffOrder } from './__fixtures__/staff-order';
import { ScoreForm } from './ScoreForm';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), get: jest.fn() },
}));

const put = api.put as jest.Mock;
const ORDER = { orderNumber: 'G261123000007', status: 'PROCESSING', processingStatus: 'CARD_DEFECT_CHECKED' } as const;

function show(card: StaffCard = staffCard({ correspondCheck: 'OK' })) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onDone = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <ScoreForm order={ORDER} card={card} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const pick = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const preview = () => screen.getByRole('status', { name: 'preview.title' });

beforeEach(() => put.mockReset());

test('the preview follows the subgrades as they are picked', () => {
  show();
  expect(within(preview()).getByText('preview.incomplete')).toBeInTheDocument();
  pick(/score\.subgrades\.surface/, '10');
  pick(/score\.subgrades\.edges/, '10');
  pick(/score\.subgrades\.corners/, '10');
  expect(within(preview()).getByText('preview.incomplete')).toBeInTheDocument();
  pick(/score\.subgrades\.centering/, '8');
  // Average 9.5, at most one step above the lowest (8): 8.5.
  expect(screen.getByTestId('grade-preview-11')).toHaveTextContent('8.5');
  expect(within(preview()).getByText('preview.noCap')).toBeInTheDocument();
  pick(/score\.subgrades\.corners/, '9');
  expect(screen.getByTestId('grade-preview-11')).toHaveTextContent('8.5');
  pick(/score\.subgrades\.centering/, '10');
  expect(screen.getByTestId('grade-preview-11')).toHaveTextContent('9');
});

test('measured centering caps the grade in the preview', () => {
  show();
  for (const subgrade of ['surface', 'edges', 'corners', 'centering']) pick(new RegExp(`score\\.subgrades\\.${subgrade}`), '10');
  expect(screen.getByTestId('grade-preview-11')).toHaveTextContent('10');
  pick(/centeringFrontLR/, '70/30');
  expect(within(preview()).getByText('preview.invalid')).toBeInTheDocument();
  pick(/centeringFrontTB/, '50/50');
  expect(within(preview()).getByText('preview.cap {"cap":7.5}')).toBeInTheDocument();
  expect(within(preview()).getByText('preview.capped {"centering":7.5}')).toBeInTheDocument();
  // 10, 10, 10, 7.5: average 9.375, one step above 7.5 is 8.
  expect(screen.getByTestId('grade-preview-11')).toHaveTextContent('8');
});

test('"A" below the member’s minimum grade', () => {
  show(staffCard({ correspondCheck: 'OK', minimumGrade: 10 }));
  for (const subgrade of ['surface', 'edges', 'corners', 'centering']) pick(new RegExp(`score\\.subgrades\\.${subgrade}`), '9');
  expect(screen.getByTestId('grade-preview-11')).toHaveTextContent('A');
  expect(within(preview()).getByText('preview.authentic {"grade":9,"minimum":10}')).toBeInTheDocument();
});

test('validates with the route’s schema before sending', async () => {
  show(staffCard({ correspondCheck: 'OK', isAuto: true }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'score.save' }));
  });
  expect(await screen.findAllByText('labApi:validation.gradeRequired')).toHaveLength(3);
  expect(screen.getByText('labApi:validation.centeringRequired')).toBeInTheDocument();
  pick(/centeringFrontLR/, '55/45');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'score.save' }));
  });
  expect(await screen.findByText('labApi:validation.centeringFrontRequired')).toBeInTheDocument();
  expect(put).not.toHaveBeenCalled();
});

test('sends the scores with the statuses the page showed and names the new certificate', async () => {
  const card = staffCard({ correspondCheck: 'MISS_INPUT', isAuto: true });
  const scored = staffOrder({ cards: [{ ...card, certificate: { serial: '4821937' } as StaffCard['certificate'] }] });
  put.mockResolvedValue(scored);
  const onDone = show(card);
  pick(/score\.subgrades\.surface/, '9');
  pick(/score\.subgrades\.edges/, '9');
  pick(/score\.subgrades\.corners/, '8.5');
  pick(/centeringFrontLR/, '45/55');
  pick(/centeringFrontTB/, '52/48');
  pick(/score\.autoGrade/, '10');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'score.save' }));
  });
  await waitFor(() => expect(onDone).toHaveBeenCalledWith({ severity: 'success', key: 'lab:done.scored', params: { position: 1, serial: '4821937' } }));
  expect(put).toHaveBeenCalledWith('/api/admin/orders/G261123000007/cards/11/score', {
    expectedStatus: 'PROCESSING',
    expectedProcessingStatus: 'CARD_DEFECT_CHECKED',
    surface: 9,
    edges: 9,
    corners: 8.5,
    centering: null,
    // Normalised by the schema: the larger share first.
    centeringFrontLR: '55/45',
    centeringFrontTB: '52/48',
    centeringBackLR: '',
    centeringBackTB: '',
    autoGrade: 10,
  });
});

test('a scored card starts from its certificate and is re-scored', () => {
  const certificate = {
    serial: '4821937',
    grade: 9,
    authentic: false,
    surface: 9,
    edges: 9,
    corners: 9,
    centering: 9,
    centeringFrontLR: null,
    centeringFrontTB: null,
    centeringBackLR: null,
    centeringBackTB: null,
    autoGrade: null,
  } as StaffCard['certificate'];
  show(staffCard({ correspondCheck: 'OK', certificate }));
  expect(screen.getByTestId('grade-preview-11')).toHaveTextContent('9');
  expect(screen.getByRole('button', { name: 'score.rescore' })).toBeInTheDocument();
});
