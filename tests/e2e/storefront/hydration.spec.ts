// Issue #11: storefront pages are one cached HTML for everyone (docs/decisions/0014-static-pages.md); the header
// learns who is signed in from the display cookie after hydration (hooks/useDisplayUser.ts). Guests and members get
// no hydration warning and no console error of any kind, and the member's header greets them.
import type { Page } from '@playwright/test';
import { accountArea, expect, loginByApi, test } from '../support/accounts';
import { FIXTURE_PASSWORD, LAB } from '../support/e2e-fixtures';

const PAGES = ['/', '/grading/pricing', '/partner-shop', '/about-us/faq', '/notices', '/en/events', '/ko/events', '/en/privacy', '/ko/grading', '/login'];

/** Every console error and uncaught exception of the page (React reports hydration mismatches as either). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Hydration has run once the page's scripts have loaded and the network is quiet.
  await page.waitForLoadState('networkidle');
}

test('a guest: every storefront page hydrates without a warning; the header offers login', async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  for (const path of PAGES) await visit(page, path);
  expect(errors).toEqual([]);
  await visit(page, '/');
  await expect(await accountArea(page, testInfo)).toContainText(/登入|Log in|로그인/);
});

test('a member: the cached pages greet them after hydration, without a warning', async ({ page }, testInfo) => {
  await loginByApi(page, testInfo, { email: LAB.member.email, password: FIXTURE_PASSWORD });
  const errors = collectErrors(page);
  for (const path of PAGES.filter((path) => path !== '/login')) {
    await visit(page, path);
    if (testInfo.project.name === 'desktop') await expect(await accountArea(page, testInfo)).toContainText(LAB.member.nick);
  }
  expect(errors).toEqual([]);
  await visit(page, '/grading/pricing');
  await expect(await accountArea(page, testInfo)).toContainText(LAB.member.nick);
});
