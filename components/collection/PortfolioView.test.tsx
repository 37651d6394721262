// The portfolio (issue #25): the totals and gem rate, a column per grade with "A" last, the categories, the best copy
// of each card linking to its certificate, and the months.
import { render, screen, within } from '@testing-library/react';
import type { PortfolioView as Portfolio } from '@/lib/shared/collection/views';
import { PortfolioView } from './PortfolioView';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));

const GRADES = ['10', '9', '8.5', '8', '7.5', '7', '6', '5', '4', '3', '2', '1', 'A'];

const PORTFOLIO: Portfolio = {
  cards: 4,
  voided: 1,
  byGrade: GRADES.map((grade) => ({ grade, count: grade === '10' ? 1 : grade === '9' || grade === 'A' ? 1 : 0 })),
  byCategory: [
    { category: 'POKEMON', count: 2 },
    { category: 'SPORTS', count: 1 },
  ],
  gemRate: 0.5,
  graded: 2,
  topCards: [{ name: 'Pikachu', category: 'POKEMON', year: 1999, setName: 'Base', cardNumber: '58', highestGrade: '10', serial: '1234567', copies: 2 }],
  distinctCards: 2,
  overTime: [
    { month: '2026-01', added: 2, total: 2 },
    { month: '2026-02', added: 1, total: 3 },
  ],
};

test('totals, grades with "A" last, categories, the best copies and the months', () => {
  render(<PortfolioView portfolio={PORTFOLIO} />);
  expect(screen.getByText('portfolio.gemRate').nextSibling).toHaveTextContent('50.0%');
  expect(screen.getByText('portfolio.cards').nextSibling).toHaveTextContent('3');
  const grades = screen.getByRole('table', { name: 'portfolio.byGrade' });
  expect(
    within(grades)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(GRADES);
  const categories = screen.getByRole('table', { name: 'portfolio.byCategory' });
  expect(within(categories).getByRole('rowheader', { name: 'cert:categories.POKEMON' })).toBeInTheDocument();
  const best = screen.getByRole('table', { name: 'portfolio.highest' });
  expect(within(best).getByRole('link', { name: '1234567' })).toHaveAttribute('href', '/certification/1234567');
  expect(within(screen.getByRole('list', { name: 'portfolio.overTime' })).getAllByRole('listitem')).toHaveLength(2);
});

test('no numeric grade: no gem rate; an empty collection says so', () => {
  const { unmount } = render(<PortfolioView portfolio={{ ...PORTFOLIO, gemRate: null }} />);
  expect(screen.getByText('portfolio.gemRate').nextSibling).toHaveTextContent('—');
  unmount();
  render(<PortfolioView portfolio={{ ...PORTFOLIO, cards: 0, voided: 0, topCards: [], overTime: [] }} />);
  expect(screen.getByText('list.empty')).toBeInTheDocument();
});
