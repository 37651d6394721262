// Proves the harness: the built app answers and renders a page. Real journeys live next to it.
import { expect, test } from '@playwright/test';

test('home page answers 200 and has a heading', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
});
