// An order with nothing graded (decision 0031 §4, issue #24) is never called "grading complete": its chip on the order
// page says the cards are returning ungraded; a graded order and the lists (which do not know) are unchanged.
import { render, screen } from '@testing-library/react';
import { OrderStatusChip } from './OrderStatusChip';
import { statusLabel } from './status-labels';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));

const order = { status: 'COMPLETE_PARTIAL_CANCELED' as const, displayStatus: 'GRADING_COMPLETE' as const };

test('nothing graded at the grading-complete stage: "returning ungraded", no grading-complete note', () => {
  expect(statusLabel({ ...order, nothingGraded: true })).toEqual({ key: 'status.ungraded', noteKey: null });
  render(<OrderStatusChip order={{ ...order, nothingGraded: true }} />);
  expect(screen.getByTestId('order-status')).toHaveTextContent('status.ungraded');
});

test('a graded order, or one whose page does not know, keeps the stage name', () => {
  expect(statusLabel({ ...order, nothingGraded: false }).key).toBe('status.display.GRADING_COMPLETE');
  expect(statusLabel(order).key).toBe('status.display.GRADING_COMPLETE');
});
