// The shell's landmarks and the footer rule of docs/product/storefront.md#layout, rendered with a mocked router and
// translations.
import { render, screen } from '@testing-library/react';
import { Layout } from './Layout';

const router = { pathname: '/', asPath: '/', locale: 'en', push: jest.fn(), events: { on: jest.fn(), off: jest.fn() } };

jest.mock('next/router', () => ({
  __esModule: true,
  useRouter: () => router,
  default: { events: { on: jest.fn(), off: jest.fn() } },
}));

// Keys come back as text, so queries read the key names.
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key }),
}));

function renderAt(pathname: string) {
  router.pathname = pathname;
  router.asPath = pathname;
  return render(
    <Layout>
      <p>page body</p>
    </Layout>,
  );
}

describe('Layout', () => {
  it('has header, navigation, main and footer landmarks on a content page', () => {
    renderAt('/grading');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'menu.label' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page body');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'skipToContent' })).toHaveAttribute('href', '#main-content');
  });

  it.each(['/account/profile', '/grading/submit/[[...step]]', '/reholder/submit/[[...step]]'])('hides the footer on %s', (path) => {
    renderAt(path);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows the logged-out links when there is no user cookie', () => {
    renderAt('/');
    expect(screen.getAllByRole('link', { name: 'header.login' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'header.logout' })).not.toBeInTheDocument();
  });

  it('opens the contact link in a new tab', () => {
    renderAt('/');
    const contact = screen.getByRole('link', { name: 'contact.label' });
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(contact.getAttribute('href')).toMatch(/^https:\/\//);
  });
});
