// The order's cards with their results (OrderItems.tsx): a card graded "A" says what "A" means — authentic, below the
// minimum grade the member asked for (issue #24) — and a graded card does not.
import { render, screen } from '@testing-library/react';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { OrderItems } from './OrderItems';

jest.mock('@/hooks/useTranslation', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
    i18n: { language: 'en' },
  }),
}));
jest.mock('./format', () => ({ useMemberLocale: () => 'en' }));

const item = (position: number, minimumGrade: number | null) =>
  ({
    position,
    amount: 1000,
    quantity: 1,
    isAuto: false,
    minimumGrade,
    serialNumber: null,
    year: '1999',
    brand: 'Pokémon',
    setName: 'Base',
    playerName: 'Charizard',
    cardNumber: '4',
    description: null,
  }) as unknown as OrderDetail['items'][number];

const order = {
  currency: 'TWD',
  cardsShipped: { shipped: 0, total: 3 },
  cardRefunds: [],
  items: [item(0, 9), item(1, null), item(2, 9)],
  results: [
    { position: 0, serial: '7000001', grade: null, authentic: true, autoGrade: null },
    { position: 1, serial: '7000002', grade: null, authentic: true, autoGrade: null },
    { position: 2, serial: '7000003', grade: 9.5, authentic: false, autoGrade: null },
  ],
} as unknown as OrderDetail;

test('an “A” says it means authentic below the minimum grade asked for; a grade needs no word', () => {
  render(<OrderItems order={order} />);
  const meanings = screen.getAllByTestId('authentic-meaning').map((node) => node.textContent);
  expect(meanings).toEqual(['items.authenticBelowMinimum {"grade":9}', 'items.authenticOnly']);
});

test('an order with no card to grade says so, before the shipped count (decision 0031 §4)', () => {
  render(<OrderItems order={{ ...order, results: [], nothingGraded: true, cardsShipped: { shipped: 2, total: 2 } } as OrderDetail} />);
  expect(screen.getByText('items.nothingGraded items.shipped {"shipped":2,"total":2}')).toBeTruthy();
});

test('a graded order does not', () => {
  render(<OrderItems order={{ ...order, nothingGraded: false } as OrderDetail} />);
  expect(screen.queryByText(/items\.nothingGraded/)).toBeNull();
});
