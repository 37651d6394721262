// Journey 5 (docs/product/accounts.md#dormancy, docs/product/storefront.md#route-guards): a dormant member who logs
// in is confined to /dormancy (every page but the policies redirects there); ACTIVATE → "Your account is activated" →
// home and My page work again.
//
// No screen makes a member dormant (the sweep needs a year without login) and ACTIVATE changes the member,
// so the seeded dormant@cardgrade.test could serve only one of the two projects sharing the database (and
// the e2e server, a production build, seeds no demo accounts). tests/e2e/support/prepare-db.ts therefore
// creates one dormant member per project before the app starts: the journeys are independent of the order
// and the worker the projects run in.
import { accountArea, closeAccountArea, expect, submitLoginForm, test } from '../support/accounts';
import { FIXTURE_PASSWORD, dormantMemberEmail } from '../support/e2e-fixtures';

const CONFINED = [
  '/en/account',
  '/en/account/profile',
  '/en/account/addresses',
  '/en/grading/pricing',
  '/en/partner-shop',
  '/en/certification',
  '/en/login',
  '/en/grading/submit',
];

test('a dormant member is confined to /dormancy until ACTIVATE', async ({ page, context }, testInfo) => {
  test.slow();
  const email = dormantMemberEmail(testInfo.project.name, 'activate');
  await page.goto('/en/login');
  await submitLoginForm(page, { email, password: FIXTURE_PASSWORD });
  await expect(page).toHaveURL('/en/dormancy');
  await expect(page.getByRole('heading', { name: 'Your account is dormant' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ACTIVATE' })).toBeVisible();
  const user = JSON.parse(decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'user')!.value)) as { mbStatus: string };
  expect(user.mbStatus).toBe('DORMANCY');

  for (const path of CONFINED) {
    await page.goto(path);
    await expect(page, `${path} redirects to /dormancy`).toHaveURL('/en/dormancy');
  }
  // The default language has no prefix.
  await page.goto('/account/dashboard');
  await expect(page).toHaveURL('/dormancy');
  // The server refuses a dormant session too, whatever the browser asks for.
  const profile = await page.request.get('/api/member/profile');
  expect(profile.status()).toBeGreaterThanOrEqual(400);
  expect(profile.status()).toBeLessThan(500);
  // The policies stay readable.
  await page.goto('/en/usepolicy');
  await expect(page).toHaveURL('/en/usepolicy');
  await page.goto('/en/privacy');
  await expect(page).toHaveURL('/en/privacy');

  await page.goto('/en/dormancy');
  await page.getByRole('button', { name: 'ACTIVATE' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your account is activated' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ACTIVATE' })).toBeHidden();
  await page.getByRole('button', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every card deserves a grade you can verify');
  const header = await accountArea(page, testInfo);
  await expect(header.getByText(/^Hello, sleepy/)).toBeVisible();
  await closeAccountArea(page, testInfo);

  // Active again: My page opens, and /dormancy itself sends the member home.
  await page.goto('/en/account/profile');
  await expect(page).toHaveURL('/en/account/profile');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await page.goto('/en/dormancy');
  await expect(page).toHaveURL(/\/en\/?$/);
});

// The home page too: with i18n Next prefixes the locale to the proxy matcher, so "/", "/en" and "/ko"
// are listed on their own (regression test, docs/product/storefront.md#route-guards).
test('a dormant member at the home page is sent to /dormancy', async ({ page }, testInfo) => {
  await page.goto('/en/login');
  await submitLoginForm(page, { email: dormantMemberEmail(testInfo.project.name, 'home'), password: FIXTURE_PASSWORD });
  await expect(page).toHaveURL('/en/dormancy');
  for (const path of ['/en', '/', '/ko']) {
    await page.goto(path);
    await expect(page, `${path} redirects to /dormancy`).toHaveURL(/\/dormancy$/, { timeout: 2_000 });
  }
});
