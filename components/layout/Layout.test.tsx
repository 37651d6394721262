// The shell's landmarks and the footer rule of docs/product/storefront.md#layout, rendered with a mocked router and
// translations.
import { render, screen } from '@testing-library/react';
import { cssRules, declarations } from '@/tests/helpers/css-module';
import { BACK_OFFICE_HEADER_HEIGHT } from './BackOfficeHeader';
import { HEADER_HEIGHT } from './Header';
import { Layout } from './Layout';
import { TOP_BAR_HEIGHT } from './TopBar';

const router = { pathname: '/', asPath: '/', locale: 'en', push: jest.fn(), events: { on: jest.fn(), off: jest.fn() } };

jest.mock('next/router', () => ({
  __esModule: true,
  useRouter: () => router,
  default: { events: { on: jest.fn(), off: jest.fn() } },
}));

// Keys come back as text, so queries read the key names.
jest.mock('@/hooks/useTranslation', () => ({
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

  // The header is fixed: the content starts under it. The heights are static CSS and TypeScript constants (other
  // components place themselves under the header with HEADER_HEIGHT): they must agree.
  it('pads the content by the fixed header, below and from 768 px', () => {
    renderAt('/');
    expect(screen.getByRole('main')).toHaveClass('main');
    const wide = '(min-width: 768px)';
    const layout = cssRules('components/layout/Layout.module.css');
    expect(declarations(layout, '.main')).toMatchObject({ 'padding-top': `${HEADER_HEIGHT.mobile}px` });
    expect(declarations(layout, '.main', wide)).toMatchObject({ 'padding-top': `${HEADER_HEIGHT.desktop}px` });
    const header = cssRules('components/layout/Header.module.css');
    expect(declarations(header, '.toolbar')).toMatchObject({ 'min-height': `${HEADER_HEIGHT.mobile}px` });
    expect(declarations(header, '.toolbar', wide)).toMatchObject({ 'min-height': `${HEADER_HEIGHT.desktop - TOP_BAR_HEIGHT}px` });
    expect(declarations(cssRules('components/layout/TopBar.module.css'), '.bar')).toMatchObject({ height: `${TOP_BAR_HEIGHT}px` });
  });

  // Issue #24: staff worked under the storefront's menu and its contact button.
  it.each(['/admin', '/admin/orders/[orderNumber]'])('gives %s the back office header: no storefront menu, footer or contact button', (path) => {
    renderAt(path);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('header.backOffice');
    expect(screen.getByRole('link', { name: /header\.backOffice/ })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'backOffice.toSite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'header.logout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'menu.label' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'contact.label' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass('main', 'backOffice');
  });

  it('pads the back office content by its header, at every width', () => {
    const layout = cssRules('components/layout/Layout.module.css');
    expect(declarations(layout, '.main.backOffice')).toMatchObject({ 'padding-top': `${BACK_OFFICE_HEADER_HEIGHT}px` });
    expect(declarations(cssRules('components/layout/BackOfficeHeader.module.css'), '.bar')).toMatchObject({ height: `${BACK_OFFICE_HEADER_HEIGHT}px` });
  });
});
