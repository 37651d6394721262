// The member's photos beside the cards (issue #24): each thumbnail opens the full photo, says how many cards it shows;
// an order without photos says so.
import { render, screen, within } from '@testing-library/react';
import { SubmissionPhotos } from './SubmissionPhotos';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));

test('each photo: a thumbnail linking to the full photo in a new tab, with its card count', () => {
  render(
    <SubmissionPhotos
      photos={[
        { id: 7, cardsInPhoto: 3, width: 1200, height: 1600 },
        { id: 9, cardsInPhoto: 1, width: 1600, height: 1200 },
      ]}
    />,
  );
  const aside = screen.getByRole('complementary', { name: 'photos.title {"count":2}' });
  const links = within(aside).getAllByRole('link');
  expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('aria-label')])).toEqual([
    ['/api/photos/7?size=full', '_blank', 'photos.open {"number":1,"count":3}'],
    ['/api/photos/9?size=full', '_blank', 'photos.open {"number":2,"count":1}'],
  ]);
  expect(aside.querySelectorAll('img')[1]).toHaveAttribute('src', '/api/photos/9?size=thumb');
  expect(within(aside).getByText('photos.cards {"count":3}')).toBeInTheDocument();
});

test('an order without photos says so', () => {
  render(<SubmissionPhotos photos={[]} />);
  expect(screen.getByText('photos.none')).toBeInTheDocument();
});
