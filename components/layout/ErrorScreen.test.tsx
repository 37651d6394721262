// The 503 screen of a page whose data could not be read (issue #23): the API's words (errors:unavailable) and a link
// that loads the same address again; the 404 and 500 screens still lead home.
import { render, screen } from '@testing-library/react';
import { ErrorScreen } from './ErrorScreen';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'en', asPath: '/certification/report/1000001?x=1', pathname: '/certification/report/[serial]' }),
}));

test('unavailable: 503, the title, the words of errors:unavailable and a retry of this address', () => {
  render(<ErrorScreen kind="unavailable" />);
  expect(screen.getByText('503')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'error.unavailableTitle' })).toBeInTheDocument();
  expect(screen.getByText('errors:unavailable')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'error.retry' })).toHaveAttribute('href', '/certification/report/1000001?x=1');
});

test('not found: 404 and back home', () => {
  render(<ErrorScreen kind="notFound" />);
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'error.backHome' })).toHaveAttribute('href', '/');
});
