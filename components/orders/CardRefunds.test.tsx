// Which card a refund paid back and why (issue #24), on the member's order page in its default language: the card's
// line and the refund both say "refunded N for this card: <reason>" in zh-TW, with the real translations.
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TranslationContext } from '@/hooks/useTranslation';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import zh from '@/locales/zh-TW/myorders.json';
import { OrderItems } from './OrderItems';
import { RefundSection } from './RefundSection';

jest.mock('./format', () => ({ ...jest.requireActual('./format'), useMemberLocale: () => 'zh-TW' }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <TranslationContext.Provider value={{ language: 'zh-TW', store: { 'zh-TW': { myorders: zh } } }}>{children}</TranslationContext.Provider>
);

const item = (position: number, playerName: string) =>
  ({
    position,
    amount: 650,
    price: 650,
    quantity: 1,
    isAuto: false,
    minimumGrade: null,
    serialNumber: null,
    playerName,
  }) as unknown as OrderDetail['items'][number];

const order = {
  currency: 'TWD',
  paymentMethod: 'CREDIT_CARD',
  status: 'COMPLETE_PARTIAL_CANCELED',
  nothingGraded: false,
  cardsShipped: { shipped: 0, total: 2 },
  items: [item(0, 'Pikachu'), item(1, 'Charizard'), item(2, 'Mewtwo')],
  results: [],
  refunds: [{ amount: 1300, status: 'COMPLETED', requestedAt: '2026-11-20T02:00:00.000Z', completedAt: '2026-11-21T02:00:00.000Z' }],
  cardRefunds: [
    { position: 1, amount: 650, reason: 'omitted', refund: 0 },
    { position: 2, amount: 650, reason: 'ungradable', refund: 0 },
  ],
  refundAccount: null,
  actions: { refundAccount: false },
} as unknown as OrderDetail;

test("the refunded card's line says how much came back for it and why; the others say nothing", () => {
  render(<OrderItems order={order} />, { wrapper });
  expect(screen.getAllByTestId('card-refund').map((node) => node.textContent)).toEqual([
    '此卡片已退款 NT$650：包裹中沒有這張卡片',
    '此卡片已退款 NT$650：這張卡片無法鑑定',
  ]);
  const first = screen.getByText(/Pikachu/).closest('li')!;
  expect(within(first).queryByTestId('card-refund')).toBeNull();
});

test('the refund names its cards, each with its amount and reason, in zh-TW only', () => {
  render(<RefundSection order={order} onDone={() => {}} />, { wrapper });
  expect(screen.getAllByTestId('refund-card').map((node) => node.textContent)).toEqual([
    '第 2 項 · 此卡片已退款 NT$650：包裹中沒有這張卡片',
    '第 3 項 · 此卡片已退款 NT$650：這張卡片無法鑑定',
  ]);
  expect(screen.getByRole('region', { name: '退款' }).textContent).not.toMatch(/[A-Za-z]{3,}/);
});
