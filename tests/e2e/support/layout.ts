import { type Locator, type Page, type TestInfo, expect } from '@playwright/test';

/** On the 390 px project, opens the drawer and returns it; on desktop returns the page body. */
export async function openDrawerIfMobile(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (testInfo.project.name !== 'mobile') return page.locator('body');
  const drawer = page.getByRole('dialog');
  // A tap before the page has hydrated has no handler yet (the header is server-rendered): tap again until the drawer
  // opens (CI once saw the first tap lost on /social/failed).
  await expect(async () => {
    if (!(await drawer.isVisible())) await page.getByRole('button', { name: /開啟選單|Open menu|메뉴 열기/ }).click();
    await expect(drawer).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return drawer;
}

/** Scrolls to the partner inquiry form on /partner-shop (it loads when it comes near the screen) and returns it. */
export async function scrollToPartnerInquiry(page: Page): Promise<Locator> {
  await page.locator('#partner-inquiry').scrollIntoViewIfNeeded();
  const form = page.locator('#partner-inquiry form');
  await expect(form).toBeVisible();
  return form;
}
