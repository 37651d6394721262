// Issue #9: the statement said "0 cards" while the cards step said 1 — it counted the server's quote, which is missing
// while it loads (and when it fails) and stale while a new one is on its way. It now counts the draft like the cards
// step does (card-count.ts); the prices stay the quote's.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { PricedOrder } from '@/lib/server/orders/price-order';
import { type OrderDraft, emptyDraft, newCardLine } from '@/lib/shared/orders/draft';
import { BOTTOM_BAR_ATTRIBUTE } from '@/components/layout/bottom-bar';
import { OrderStatement } from './OrderStatement';
import { StatementPanel } from './StatementPanel';

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ locale: 'en' }) }));
// Keys come back as text, with the count when there is one.
jest.mock('@/hooks/useTranslation', () => ({
  useTranslation: () => ({ t: (key: string, options?: { count?: number }) => (options && 'count' in options ? `${key}:${options.count}` : key) }),
}));

function Draft({ draft, children }: { draft: OrderDraft; children: ReactNode }) {
  const form = useForm<OrderDraft>({ defaultValues: draft });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const oneCard = { ...emptyDraft('GENERAL', undefined, 'TWD'), lines: [newCardLine({ quantity: 1 })] };

/** A quote as the server answered it for an earlier state of the draft (no cards yet). */
const staleQuote: PricedOrder = {
  currency: 'TWD',
  quote: {
    orderType: 'REG',
    lines: [],
    totalQt: 0,
    totalPrice: 0,
    deliveryCost: 0,
    totalAmount: 0,
    counts: { korQt: 0, korAutoQt: 0, foreignQt: 0, foreignAutoQt: 0, pokemonQt: 0, yugiohQt: 0, reholderQt: 0 },
    totals: {
      korTotalPrice: 0,
      korAutoTotalPrice: 0,
      foreignTotalPrice: 0,
      foreignAutoTotalPrice: 0,
      pokemonTotalPrice: 0,
      yugiohTotalPrice: 0,
      reholderTotalPrice: 0,
    },
  },
  discountRate: 0,
  discountAmount: 0,
  jeju: false,
  deliveryCosts: [],
};

const renderStatement = (draft: OrderDraft, priced: PricedOrder | undefined, loading = true) =>
  render(
    <Draft draft={draft}>
      <OrderStatement idPrefix="t" priced={priced} loading={loading} failed={false} membership={null} />
    </Draft>,
  );

test('while the first quote loads, the statement counts the draft cards (1, like the cards step), not 0', () => {
  renderStatement(oneCard, undefined);
  expect(screen.getByText('statement.cards:1')).toBeInTheDocument();
  expect(screen.queryByText('statement.empty')).not.toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'statement.updating' })).toBeInTheDocument();
});

test('a quote of an earlier state of the draft does not change the count', () => {
  renderStatement({ ...oneCard, lines: [newCardLine({ quantity: 3 }), newCardLine({ quantity: 2 })] }, staleQuote);
  expect(screen.getByText('statement.cards:5')).toBeInTheDocument();
});

test('reholder cards count one each; a draft without cards says so', () => {
  renderStatement({ ...emptyDraft('REHOLDER'), reholderCards: [{ serialNumber: '1234567', card: null }] }, undefined);
  expect(screen.getByText('statement.cards:1')).toBeInTheDocument();
  renderStatement({ ...oneCard, lines: [newCardLine({ quantity: null })] }, staleQuote, false);
  expect(screen.getByText('statement.cards:0')).toBeInTheDocument();
  expect(screen.getByText('statement.empty')).toBeInTheDocument();
});

test('the phone total bar is marked, so the contact button sits above it (components/layout/bottom-bar.ts)', () => {
  const { container } = render(<StatementPanel priced={undefined}>{() => null}</StatementPanel>);
  expect(container.querySelector(`[${BOTTOM_BAR_ATTRIBUTE}]`)).toHaveTextContent('statement.total');
});

describe('a coupon applied on the payment step (docs/product/payments.md#coupons)', () => {
  const priced: PricedOrder = { ...staleQuote, quote: { ...staleQuote.quote, totalPrice: 1200, deliveryCost: 150, totalAmount: 1350 } };
  const coupon = { currency: 'TWD' as const, discountAmount: 200, totalAmount: 1150, code: 'WELCOME' };
  const statement = (given: typeof coupon | null, currency: PricedOrder['currency'] = 'TWD') =>
    render(
      <Draft draft={oneCard}>
        <StatementPanel priced={{ ...priced, currency }} coupon={given}>
          {(idPrefix) => (
            <OrderStatement idPrefix={idPrefix} priced={{ ...priced, currency }} coupon={given} loading={false} failed={false} membership={null} />
          )}
        </StatementPanel>
      </Draft>,
    );
  const rowValue = (label: string) => screen.getAllByText(label)[0]!.parentElement!.lastElementChild!.textContent;

  test('the statement and the phone bar show its discount and the order’s total as the server priced it', () => {
    const { container } = statement(coupon);
    expect(rowValue('coupons:field.discount')).toBe('−NT$200');
    expect(rowValue('statement.total')).toBe('NT$1,150');
    expect(container.querySelector(`[${BOTTOM_BAR_ATTRIBUTE}]`)).toHaveTextContent('NT$1,150');
  });

  test('without one, or priced in another currency than the one now chosen, the quote’s total stands', () => {
    const { unmount } = statement(null);
    expect(screen.queryByText('coupons:field.discount')).not.toBeInTheDocument();
    expect(rowValue('statement.total')).toBe('NT$1,350');
    unmount();
    statement(coupon, 'USD');
    expect(screen.queryByText('coupons:field.discount')).not.toBeInTheDocument();
    expect(rowValue('statement.total')).toBe('US$13.50');
  });
});
