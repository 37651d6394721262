// The order page's progress bar, static HTML (issue #11): both orientations are in the HTML (CSS shows one), each
// step's text is its label alone (the icon's number is drawn by CSS), the step reached is marked aria-current="step"
// and says so to screen readers; before payment and after an order ended there is a sentence instead.
import { render, screen, within } from '@testing-library/react';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { PROGRESS_STEPS } from '@/lib/shared/orders/status';
import { OrderProgress } from './OrderProgress';

jest.mock('@/hooks/useTranslation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const order = (progressStep: number, displayStatus: OrderDetail['displayStatus'] = 'SHIPPING_IN') => ({ progressStep, displayStatus }) as OrderDetail;

test('both steppers list the seven steps by label; the step reached is current, the ones before completed', () => {
  render(<OrderProgress order={order(1)} />);
  const region = screen.getByRole('region', { name: 'progress.title' });
  const lists = within(region).getAllByRole('list');
  expect(lists).toHaveLength(2);
  for (const list of lists) {
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(
      PROGRESS_STEPS.map((step, index) => (index === 1 ? `progress.steps.${step} (progress.current)` : `progress.steps.${step}`)),
    );
    expect(steps.filter((step) => step.getAttribute('aria-current') === 'step')).toEqual([steps[1]]);
    // A completed step draws a check, the others a numbered circle; neither is read.
    expect(steps[0]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(steps[2]!.querySelector('svg')).toBeNull();
  }
});

test('the last step reached is current and completed', () => {
  render(<OrderProgress order={order(PROGRESS_STEPS.length - 1, 'SHIPPING_OUT_COMPLETE')} />);
  const [horizontal] = within(screen.getByRole('region', { name: 'progress.title' })).getAllByRole('list');
  const steps = within(horizontal!).getAllByRole('listitem');
  expect(steps.at(-1)).toHaveAttribute('aria-current', 'step');
  expect(steps.every((step) => step.querySelector('svg') !== null)).toBe(true);
});

test('no step before payment, none after an order ended', () => {
  const { unmount } = render(<OrderProgress order={order(-1, null)} />);
  expect(screen.getByText('progress.notStarted')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  unmount();
  render(<OrderProgress order={order(-1, 'CANCELLED')} />);
  expect(screen.getByText('progress.ended')).toBeInTheDocument();
});

test('an order with nothing graded never says grading: its grading step and a sentence say the cards come back ungraded (decision 0031 §4)', () => {
  render(<OrderProgress order={{ ...order(4, 'GRADING_COMPLETE'), nothingGraded: true }} />);
  const region = screen.getByRole('region', { name: 'progress.title' });
  expect(within(region).getByText('progress.ungraded.lead')).toBeInTheDocument();
  for (const list of within(region).getAllByRole('list')) {
    const labels = within(list)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(labels[PROGRESS_STEPS.indexOf('grading')]).toBe('progress.ungraded.grading');
    expect(labels.some((label) => label?.includes('progress.steps.grading'))).toBe(false);
  }
});

test('a graded order has no such sentence', () => {
  render(<OrderProgress order={{ ...order(4, 'GRADING_COMPLETE'), nothingGraded: false }} />);
  expect(screen.queryByText('progress.ungraded.lead')).not.toBeInTheDocument();
  expect(screen.getAllByText('progress.steps.grading')).toHaveLength(2);
});
