// The lab's cards (CardsSection.tsx, issue #24): a card's save is announced in its own panel and the focus moves to the
// next card — the page keeps its place — while a warning (the order changed meanwhile) goes to the page's notice.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api } from '@/lib/client/api';
import type { Notice } from '@/components/orders/ActionNotice';
import type { StaffCard } from '@/lib/shared/lab/views';
import { staffCard, staffOrder } from './__fixtures__/staff-order';
import { CardsSection } from './CardsSection';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('@/lib/client/api', () => ({ ...jest.requireActual('@/lib/client/api'), api: { post: jest.fn(), put: jest.fn(), get: jest.fn() } }));
// The panel as far as this rule goes: its focusable heading, its notice, and a save that reports an outcome.
jest.mock('./StaffCardPanel', () => ({
  cardHeadingId: (id: number) => `card-${id}-heading`,
  StaffCardPanel: ({ card, notice, onDone }: { card: StaffCard; notice: Notice | null; onDone: (notice: Notice) => void }) => (
    <section>
      <h3 id={`card-${card.id}-heading`} tabIndex={-1}>
        card {card.id}
      </h3>
      {notice && <p data-testid={`notice-${card.id}`}>{notice.key}</p>}
      <button type="button" onClick={() => onDone({ severity: 'success', key: 'lab:check.saved' })}>
        save {card.id}
      </button>
      <button type="button" onClick={() => onDone({ severity: 'warning', key: 'lab:errors.changedMeanwhile' })}>
        stale {card.id}
      </button>
    </section>
  ),
}));

const cards = [staffCard({ id: 1, position: 0 }), staffCard({ id: 2, position: 1 }), staffCard({ id: 3, position: 2 })];

function show(detail = staffOrder({ cards })) {
  const onDone = jest.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <CardsSection detail={detail} onDone={onDone} onImagesChanged={() => undefined} />
    </QueryClientProvider>,
  );
  return onDone;
}

test('a saved card says so in its panel and the next card takes the focus; the page’s notice is left alone', () => {
  const onDone = show();
  act(() => fireEvent.click(screen.getByRole('button', { name: 'save 1' })));
  expect(screen.getByTestId('notice-1')).toHaveTextContent('lab:check.saved');
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'card 2' }));
  expect(onDone).not.toHaveBeenCalled();

  act(() => fireEvent.click(screen.getByRole('button', { name: 'save 2' })));
  expect(screen.queryByTestId('notice-1')).toBeNull();
  expect(screen.getByTestId('notice-2')).toBeInTheDocument();
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'card 3' }));
});

test('the last card keeps the focus where it was; a warning is the page’s', () => {
  const onDone = show();
  const save = screen.getByRole('button', { name: 'save 3' });
  save.focus();
  act(() => fireEvent.click(save));
  expect(document.activeElement).toBe(save);
  act(() => fireEvent.click(screen.getByRole('button', { name: 'stale 1' })));
  expect(onDone).toHaveBeenCalledWith({ severity: 'warning', key: 'lab:errors.changedMeanwhile' });
  expect(screen.queryByTestId('notice-3')).toBeNull();
});

// Issue #24: "all other cards match" after the exceptions were marked one by one.
test('the other cards match: offered at warehouse-in for the unchecked cards, confirmed, sent with their ids', async () => {
  const post = api.post as jest.Mock;
  const mixed = [staffCard({ id: 1, position: 0, correspondCheck: 'OMITTED' }), staffCard({ id: 2, position: 1 }), staffCard({ id: 3, position: 2 })];
  const detail = staffOrder({ cards: mixed, actions: { ...staffOrder().actions, checkCards: true } });
  post.mockResolvedValue(detail);
  const onDone = show(detail);
  fireEvent.click(screen.getByRole('button', { name: 'matchRest.open {"count":2}' }));
  const dialog = await screen.findByRole('dialog', { name: 'matchRest.title' });
  expect(dialog).toHaveTextContent('matchRest.text {"count":2}');
  fireEvent.click(screen.getByRole('button', { name: 'matchRest.confirm {"count":2}' }));
  await waitFor(() => expect(onDone).toHaveBeenCalledWith({ severity: 'success', key: 'lab:done.matchedRest', params: { count: 2 } }));
  expect(post).toHaveBeenCalledWith('/api/admin/orders/G261123000007/cards/match-rest', {
    expectedStatus: 'PROCESSING',
    expectedProcessingStatus: 'WAREHOUSE_IN',
    cardIds: [2, 3],
  });
});

test('not offered once every card is checked, or when the check is closed', () => {
  show(staffOrder({ cards, actions: { ...staffOrder().actions, checkCards: false } }));
  expect(screen.queryByRole('button', { name: /matchRest\.open/ })).toBeNull();
});
