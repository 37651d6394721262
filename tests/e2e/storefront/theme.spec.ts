// docs/decisions/0015-storefront-static-css.md: the static-CSS pages and the MUI pages share one theme
// (styles/theme.ts ⇄ styles/globals.css). A page styled by MUI's default theme instead of ours — blue buttons, which
// happened when the theme provider and the components resolved two copies of MUI's theme context — fails here, and so
// does a storefront page whose CSS Modules did not load. Arriving by a client-side navigation counts as well: the MUI
// provider is then downloaded after the storefront page.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/accounts';

const NAVY = 'rgb(11, 37, 69)'; // primary.main
const GOLD = 'rgb(201, 162, 39)'; // secondary.main
const BACKGROUND = 'rgb(247, 248, 250)'; // background.default

const css = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function expectBaseStyles(page: Page): Promise<void> {
  expect(await css(page.locator('body'), 'background-color')).toBe(BACKGROUND);
  expect(await css(page.locator('body'), 'margin')).toBe('0px');
}

test('a storefront page (static CSS) wears the theme', async ({ page }) => {
  await page.goto('/en');
  await expectBaseStyles(page);
  const submit = page.getByRole('main').getByRole('link', { name: 'Submit your cards' });
  expect(await css(submit, 'background-color')).toBe(GOLD);
  expect(await css(submit, 'color')).toBe(NAVY);
  expect(await css(page.getByRole('main').getByRole('heading', { level: 1 }), 'font-weight')).toBe('700');
});

// The login is lean since issue #11 (static CSS, like the storefront): its button must wear the theme all the same.
test('the login page (static CSS) wears the theme', async ({ page }) => {
  await page.goto('/en/login');
  await expectBaseStyles(page);
  const logIn = page.getByRole('main').getByRole('button', { name: 'Log in', exact: true });
  expect(await css(logIn, 'background-color')).toBe(NAVY);
  expect(await css(logIn, 'text-transform')).toBe('none');
});

test('an MUI page wears the same theme, loaded directly and after a client-side navigation', async ({ page }) => {
  await page.goto('/en/forgot-password');
  await expectBaseStyles(page);
  const send = page.getByRole('main').getByRole('button', { name: 'Send the link', exact: true });
  expect(await css(send, 'background-color')).toBe(NAVY);
  expect(await css(send, 'text-transform')).toBe('none');

  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  // Next's router, as a <Link> would use it.
  await page.evaluate(() => (window as unknown as { next: { router: { push(url: string): Promise<boolean> } } }).next.router.push('/forgot-password'));
  await expect(page).toHaveURL(/\/en\/forgot-password$/);
  const afterNavigation = page.getByRole('main').getByRole('button', { name: 'Send the link', exact: true });
  await expect(afterNavigation).toBeVisible();
  expect(await css(afterNavigation, 'background-color')).toBe(NAVY);
});
