// The site through its reverse proxy (deploy/nginx, decision 0025; issue #23): the project `proxy` points the browser
// at nginx in front of the suite's server. A guest's storefront comes from the proxy's copy; a member signs in with
// the form, places an order with a real photo upload through it and opens the order's page — none of which the proxy
// may keep or mix up between visitors.
import { expect, test } from '@playwright/test';
import { submitLoginForm } from '../support/accounts';
import { FIXTURE_PASSWORD } from '../support/e2e-fixtures';
import { approveCard, placeOrder } from '../support/my-orders';
import { orderMember } from '../support/order-fixtures';

test('a guest’s storefront is answered from the proxy’s copy, the same page a second visitor gets', async ({ page, request }) => {
  const first = await page.goto('/en/grading/pricing');
  expect(first?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The proxy may hold an old copy (from a run before: it renews it on this visit) or none: the next visitors get the copy.
  await expect
    .poll(async () => (await request.get('/en/grading/pricing')).headers()['x-proxy-cache'], { intervals: [100, 250, 500] })
    .toMatch(/^(HIT|UPDATING|STALE)$/);
  const again = await request.get('/en/grading/pricing');
  expect(again.status()).toBe(200);
  expect(again.headers()['set-cookie']).toBeUndefined();
  // The app's static files come through it too, kept long.
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  expect((await request.get(script!)).status()).toBe(200);
});

test('a member signs in, places an order with a photo and opens its page, all through nginx and never from its cache', async ({ page }, testInfo) => {
  test.slow();
  const member = orderMember(testInfo.project.name, 'general');
  await page.goto('/en/login');
  await submitLoginForm(page, { email: member.email, password: FIXTURE_PASSWORD });
  await expect(page).not.toHaveURL(/\/login/);

  // Signed in: the proxy passes the member's pages to the app every time (the session cookie).
  const home = await page.request.get('/en');
  expect(home.headers()['x-proxy-cache']).toBe('BYPASS');

  const { orderNumber, checkout } = await placeOrder(page, testInfo, 'Credit card');
  await approveCard(page, checkout);
  const orderPage = await page.goto(`/en/account/orders/${orderNumber}`);
  expect(orderPage?.status()).toBe(200);
  expect(orderPage?.headers()['x-proxy-cache']).toBe('BYPASS');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
});
