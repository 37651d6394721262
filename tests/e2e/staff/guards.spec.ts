// Who reaches the back office (issue #10; docs/product/accounts.md#roles-and-permissions,
// docs/product/storefront.md#route-guards): a member opening /admin, an order's lab page or its label sheet gets the
// not-found page — the back office answers them like a page that does not exist — and its API refuses them; a visitor
// is sent to log in first.
import { expect, test } from '../support/accounts';
import { LAB } from '../support/e2e-fixtures';
import { loginLabMember } from '../support/staff';

test('a member opening the back office gets the not-found page', async ({ page }, testInfo) => {
  await loginLabMember(page, testInfo);
  for (const path of [
    '/en/admin',
    `/en/admin/orders/${LAB.queueOrder}`,
    `/en/admin/orders/${LAB.queueOrder}/labels`,
    '/en/admin?queue=ALL&q=lab-member%40e2e.test',
    '/en/admin/messages',
  ]) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText(LAB.queueOrder)).toHaveCount(0);
      await expect(page.getByText(LAB.member.email)).toHaveCount(0);
    });
  }
  // The same member's own order stays theirs to see, on their own page.
  await page.goto(`/en/account/orders/${LAB.queueOrder}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${LAB.queueOrder}` })).toBeVisible();

  // The API behind the pages refuses the member's session.
  for (const path of ['/api/admin/orders', `/api/admin/orders/${LAB.queueOrder}`, `/api/admin/orders/${LAB.queueOrder}/labels`, '/api/admin/messages']) {
    const api = await page.request.get(path);
    expect(api.status(), path).toBe(403);
  }
});

test('a visitor at /admin is asked to log in first', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?returnUrl=%2Fadmin');
  await page.goto(`/en/admin/orders/${LAB.queueOrder}`);
  await expect(page).toHaveURL(/\/en\/login\?returnUrl=/);
  expect(new URL(page.url()).searchParams.get('returnUrl')).toMatch(new RegExp(`/admin/orders/${LAB.queueOrder}$`));
});
