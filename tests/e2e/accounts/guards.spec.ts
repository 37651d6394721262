// Journey 4 (docs/product/storefront.md#route-guards), in Traditional Chinese (the default language, no path prefix):
// a visitor at /account/addresses goes to /login with a returnUrl and comes back there after logging in;
// a signed-in visit to /login or /sign-up goes to the returnUrl or /, never to another site.
import { accountArea, closeAccountArea, createMember, expect, submitLoginForm, test } from '../support/accounts';

const ZH = { email: '電子郵件', password: '密碼', stay: '保持登入', submit: '登入' };

test('returnUrl brings the member back; signed-in visits to guest pages go to returnUrl or /', async ({ page, request }, testInfo) => {
  const member = await createMember(request, testInfo, 'guard');

  await page.goto('/account/addresses');
  await expect(page).toHaveURL('/login?returnUrl=%2Faccount%2Faddresses');
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
  await submitLoginForm(page, member, { texts: ZH });
  await expect(page).toHaveURL('/account/addresses');
  await expect(page.getByRole('heading', { level: 1, name: '收件地址' })).toBeVisible();
  const header = await accountArea(page, testInfo);
  await expect(header.getByText(`${member.nick}，您好`)).toBeVisible();
  await closeAccountArea(page, testInfo);

  await page.goto('/login');
  await expect(page).toHaveURL('/');
  await page.goto('/sign-up');
  await expect(page).toHaveURL('/');
  await page.goto('/signup');
  await expect(page).toHaveURL('/');
  await page.goto('/login?returnUrl=%2Faccount%2Fprofile');
  await expect(page).toHaveURL('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: '個人資料' })).toBeVisible();
  // A returnUrl naming another site is not followed (no open redirect).
  await page.goto('/login?returnUrl=%2F%2Fexample.com%2Fphish');
  await expect(page).toHaveURL('/');
});

test("a visitor's returnUrl keeps its query string", async ({ page }) => {
  await page.goto('/account/profile?verifyPhone=1');
  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent('/account/profile?verifyPhone=1')}`);
});
