// The card check form with a mocked API: the four results, corrected card information only with MISS_INPUT (checked
// with the order's card-line rules), the notes, the locked check after warehouse-in, and the body sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api } from '@/lib/client/api';
import type { StaffCard } from '@/lib/shared/lab/views';
import { staffCard, staffOrder } from './__fixtures__/staff-order';
import { CardCheckForm } from './CardCheckForm';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), get: jest.fn() },
}));

const put = api.put as jest.Mock;
const AT = (processingStatus: 'WAREHOUSE_IN' | 'VSC_CHECKED') => ({ orderNumber: 'G261123000007', status: 'PROCESSING', processingStatus }) as const;

function show(card: StaffCard = staffCard(), processingStatus: 'WAREHOUSE_IN' | 'VSC_CHECKED' = 'WAREHOUSE_IN') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onDone = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <CardCheckForm order={AT(processingStatus)} card={card} checkOpen={processingStatus === 'WAREHOUSE_IN'} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'check.save' })));

beforeEach(() => put.mockReset());

test('offers the four results and asks for one', async () => {
  show();
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['OK', 'MISS_INPUT', 'OMITTED', 'UNGRADABLE']);
  await save();
  expect(await screen.findByText('labApi:validation.correspondCheckRequired')).toBeInTheDocument();
  expect(put).not.toHaveBeenCalled();
});

test('OK sends no card information, and the notes', async () => {
  put.mockResolvedValue(staffOrder());
  const onDone = show();
  fireEvent.click(screen.getByRole('radio', { name: 'lab:check.values.OK' }));
  expect(screen.queryByLabelText(/orders:line\.fields\.playerName/)).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/check\.vscNote/), { target: { value: ' Light print line ' } });
  await save();
  await waitFor(() => expect(onDone).toHaveBeenCalledWith({ severity: 'success', key: 'lab:done.checked', params: { position: 1 } }));
  expect(put).toHaveBeenCalledWith('/api/admin/orders/G261123000007/cards/11/check', {
    expectedStatus: 'PROCESSING',
    expectedProcessingStatus: 'WAREHOUSE_IN',
    correspondCheck: 'OK',
    card: null,
    vscNote: 'Light print line',
    defectNote: null,
  });
});

test('MISS_INPUT asks for the corrected card, checked with the card-line rules', async () => {
  put.mockResolvedValue(staffOrder());
  show();
  fireEvent.click(screen.getByRole('radio', { name: 'lab:check.values.MISS_INPUT' }));
  const name = screen.getByLabelText(/orders:line\.fields\.playerName/);
  expect(name).toHaveValue('Charizard');
  fireEvent.change(name, { target: { value: '' } });
  fireEvent.change(screen.getByLabelText(/orders:line\.fields\.year/), { target: { value: '1990' } });
  await save();
  expect(await screen.findByText('orders:validation.playerNameRequired')).toBeInTheDocument();
  expect(screen.getByText('orders:validation.pokemonYearTooOld')).toBeInTheDocument();
  fireEvent.change(name, { target: { value: 'Blastoise' } });
  fireEvent.change(screen.getByLabelText(/orders:line\.fields\.year/), { target: { value: '1999' } });
  fireEvent.change(screen.getByLabelText(/orders:line\.fields\.cardNumber/), { target: { value: '2' } });
  await save();
  await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
  expect(put.mock.calls[0][1]).toMatchObject({
    correspondCheck: 'MISS_INPUT',
    card: {
      cardCategory: 'POKEMON',
      sportsType: 'ETC',
      playerName: 'Blastoise',
      brand: 'Pokémon',
      setName: 'Base Set',
      year: 1999,
      cardNumber: '2',
      description: '',
    },
  });
});

test('after warehouse-in the check is locked and only the notes change', async () => {
  put.mockResolvedValue(staffOrder());
  show(staffCard({ correspondCheck: 'OK', vscNote: 'Print line' }), 'VSC_CHECKED');
  for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  expect(screen.getByText('check.locked')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/check\.defectNote/), { target: { value: 'Corner ding' } });
  await save();
  await waitFor(() =>
    expect(put).toHaveBeenCalledWith('/api/admin/orders/G261123000007/cards/11/check', {
      expectedStatus: 'PROCESSING',
      expectedProcessingStatus: 'VSC_CHECKED',
      correspondCheck: 'OK',
      card: null,
      vscNote: 'Print line',
      defectNote: 'Corner ding',
    }),
  );
});
