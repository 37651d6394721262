// docs/product/storefront.md#route-guards: an unauthenticated visit to /account, /grading/submit or /reholder/submit
// goes to /login with a returnUrl.
import { expect, test } from '@playwright/test';

for (const path of ['/account', '/account/profile', '/grading/submit', '/reholder/submit']) {
  test(`visitor at ${path} lands on /login with a returnUrl`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(path)}`);
  });
}
