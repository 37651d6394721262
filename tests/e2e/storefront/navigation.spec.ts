// docs/product/storefront.md#layout: a fixed header with the main menu; below 768 px a drawer holds the same links.
import { expect, test } from '@playwright/test';

test('below 768 px the menu is a drawer that opens, navigates and closes', async ({ page }, testInfo) => {
  await page.goto('/en');
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  if (testInfo.project.name !== 'mobile') {
    // Desktop: no hamburger; the main menu is in the header.
    await expect(hamburger).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeVisible();
    return;
  }
  await expect(hamburger).toBeVisible();
  await hamburger.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Partner shops' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/en\/grading\/pricing$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the footer is shown on content pages', async ({ page }) => {
  await page.goto('/en/grading');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
