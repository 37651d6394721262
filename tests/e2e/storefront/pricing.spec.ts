// /grading/pricing shows the price policy from the database, in TWD unless the member picks another.
import { expect, test } from '@playwright/test';

test("the regular price is the policy's TWD price by default, and the currency switch works", async ({ page }) => {
  await page.goto('/grading/pricing');
  await expect(page.getByTestId('price-REG')).toContainText('NT$650');
  await page.getByRole('link', { name: 'USD' }).click();
  await expect(page).toHaveURL(/currency=USD/);
  await expect(page.getByTestId('price-REG')).toContainText('US$18.00');
  await page.getByRole('link', { name: 'KRW' }).click();
  await expect(page.getByTestId('price-REG')).toContainText('25,000');
});
