// Reholder step 1 with a mocked API: the serial is checked by the check's own query schema before the server is asked,
// a duplicate is refused without asking, the server's verdicts (unknown, not graded, already being re-cased) stand under
// the field, an accepted card joins the list with its grade and the field empties.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { api } from '@/lib/client/api';
import { emptyDraft, type OrderDraft } from '@/lib/shared/orders/draft';
import { ReholderCardList } from './ReholderCardList';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { post: jest.fn(), put: jest.fn(), get: jest.fn() },
}));

const get = api.get as jest.Mock;
const CARD = { playerName: 'Pikachu', year: 1999, setName: 'Base Set', cardCategory: 'POKEMON', grade: 9, authentic: false };

function Draft({ children }: { children: ReactNode }) {
  const form = useForm<OrderDraft>({ defaultValues: emptyDraft('REHOLDER') });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function show() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Draft>
        <ReholderCardList unitPrice={null} />
      </Draft>
    </QueryClientProvider>,
  );
}

const field = () => screen.getByLabelText('reholder.serialLabel');
async function add(serial: string) {
  fireEvent.change(field(), { target: { value: serial } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'reholder.add' }));
  });
}

beforeEach(() => get.mockReset());

test('six digits are refused by the schema, focused, and the server is not asked; letters never reach the field', async () => {
  show();
  fireEvent.change(field(), { target: { value: '12a34' } });
  expect(field()).toHaveValue('1234');
  await add('123456');
  expect(await screen.findByText('orders:validation.serialInvalid')).toBeInTheDocument();
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(field()).toHaveFocus();
  expect(get).not.toHaveBeenCalled();
});

test('an accepted card joins the list with its grade; the same serial again is a duplicate, not a second request', async () => {
  get.mockResolvedValue({ serial: '1234567', status: 'OK', card: CARD });
  show();
  await add('1234567');
  expect(get).toHaveBeenCalledWith('/api/reholder/check-serial', { params: { serial: '1234567' } });
  const list = screen.getByRole('list', { name: 'reholder.listLabel' });
  expect(within(list).getByText('#1234567 · Pikachu')).toBeInTheDocument();
  expect(within(list).getByText(/reholder\.grade \{"grade":9\}/)).toBeInTheDocument();
  expect(field()).toHaveValue('');

  await add('1234567');
  expect(await screen.findByText('orders:validation.serialDuplicate')).toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(1);
});

test.each([
  ['NOT_FOUND', 'orders:validation.serialNotFound'],
  ['NOT_GRADED', 'orders:validation.serialNotGraded'],
  ['IN_ORDER', 'orders:validation.serialInOrder'],
])("the server's %s stands under the field and nothing is added", async (status, key) => {
  get.mockResolvedValue({ serial: '7654321', status, card: null });
  show();
  await add('7654321');
  expect(await screen.findByText(key)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'reholder.listLabel' })).not.toBeInTheDocument();
  expect(field()).toHaveValue('7654321');
});
