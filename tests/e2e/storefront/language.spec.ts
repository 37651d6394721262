// The storefront opens in Traditional Chinese whatever the browser asks
// (docs/product/storefront.md#country-and-languages) and switches to English and Korean from the header (desktop) or
// the drawer (390 px).
import { expect, test } from '@playwright/test';
import { openDrawerIfMobile } from '../support/layout';

test('home renders in zh-TW and switches to en and ko', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('每一張卡，都值得一個可以驗證的分數');

  const scope = await openDrawerIfMobile(page, testInfo);
  if (testInfo.project.name === 'mobile') {
    await scope.getByRole('group', { name: '語言' }).getByRole('button', { name: 'English' }).click();
  } else {
    await page.getByRole('button', { name: '語言：繁體中文' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  }
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every card deserves a grade you can verify');

  // The choice is remembered: the next visit to / stays in English.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');

  await page.goto('/ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('모든 카드에는 검증할 수 있는 등급이 필요합니다');
});

test('a browser asking for English still gets zh-TW at /', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await context.close();
});
