// /developers (docs/product/certificates.md#public-api): every section in the page's words, the limits from the code's
// constants, a curl example per operation naming this site once the page runs, the OpenAPI document as a plain link
// (an API file, not a page) and the account page's keys one link away.
import { render, screen, within } from '@testing-library/react';
import DevelopersPage from '@/pages/developers';
import { API_EXAMPLES } from './api-examples';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', asPath: '/developers', pathname: '/developers' }) }));

test('sections, limits, examples and links', () => {
  render(<DevelopersPage />);
  for (const heading of ['overview.heading', 'limits.heading', 'keys.heading', 'endpoints.heading', 'caching.heading', 'errors.heading']) {
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  }
  expect(screen.getByText(/^limits\.keylessLimit/)).toHaveTextContent('"minute":"60","day":"1,000"');
  expect(screen.getByText(/^limits\.keyedLimit/)).toHaveTextContent('"keyedDay":"50,000"');
  const endpoints = screen.getAllByRole('article');
  expect(endpoints).toHaveLength(API_EXAMPLES.length);
  expect(within(endpoints[0]!).getByText(/^curl /)).toHaveTextContent(`curl ${window.location.origin}/api/v1/certificates/4829173`);
  expect(screen.getByRole('link', { name: 'overview.openapi' })).toHaveAttribute('href', '/api/v1/openapi.json');
  expect(screen.getByRole('link', { name: 'keys.link' }).getAttribute('href')).toMatch(/\/account\/api-keys$/);
});
