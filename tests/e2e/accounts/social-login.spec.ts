// Journey 6 (docs/product/accounts.md#social-login: social login by standard OAuth 2.0;
// docs/product/errors-and-messages.md#social-login) against the local OAuth server: the login page's Kakao button →
// the provider's consent redirects back → a new member accepts the required terms first and is then signed in; the
// next time goes straight in. A provider that shares no e-mail ends on the failure page.
import { randomInt } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { accountArea, closeAccountArea, expect, test, uniqueEmail, uniqueNick } from '../support/accounts';
import { setMockProfile, withMockProvider } from '../support/oauth-control';

const providerId = () => `${Date.now()}${randomInt(100, 1000)}`;

/** Main-frame paths the page visits from now on. */
function visitedPaths(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

async function clickProvider(page: Page, name: RegExp | string): Promise<void> {
  await page
    .getByRole('navigation', { name: /^(Social login|社群帳號登入)$/ })
    .getByRole('link', { name })
    .click();
}

/** The first Kakao sign-in from /en/login: the agreement page, its required boxes, the new account. */
async function firstKakaoSignIn(page: Page, testInfo: TestInfo, profile: { email: string; name: string }): Promise<void> {
  await page.goto('/en/login');
  await clickProvider(page, 'Log in with Kakao');
  await expect(page).toHaveURL('/en/social/agree');
  await expect(page.getByRole('heading', { name: 'Complete your sign-up' })).toBeVisible();
  await expect(page.getByText(`You are signing up with Kakao as ${profile.email}.`)).toBeVisible();
  await expect(page.getByText(`Your nickname will be “${profile.name}”.`)).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('rft');

  // The required checkboxes are required.
  const form = page.getByRole('main').locator('form');
  const create = form.getByRole('button', { name: 'Create account' });
  const agreeAll = form.getByRole('alert').filter({ hasText: 'Please agree to all required terms and conditions.' });
  // A press before the page has hydrated has no handler yet (CI once saw it lost on a phone): press again until the form
  // answers, as openDrawerIfMobile does for the menu. Either way nothing is created before the terms are accepted.
  await expect(async () => {
    await create.click();
    await expect(agreeAll).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(form.getByText('Under-14s cannot sign up.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/social\/agree\??$/);
  await form.getByRole('checkbox', { name: /I am 14 years of age or older/ }).check();
  await form.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await form.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await create.click();
  await expect(agreeAll).toBeVisible();
  // Still the same page (a press before hydration above may have reloaded it as "/en/social/agree?": the browser's own
  // submit of a form without a handler yet, which sends nothing anywhere).
  await expect(page).toHaveURL(/\/en\/social\/agree\??$/);
  // The optional advertising box stays unticked.
  await form.getByRole('checkbox', { name: /cross-border transfer/ }).check();
  await create.click();

  // Account created and signed in, back where the member started (the home page).
  await expect(page).toHaveURL(/\/en\/?$/);
  const header = await accountArea(page, testInfo);
  await expect(header.getByText(`Hello, ${profile.name}`)).toBeVisible();
  await closeAccountArea(page, testInfo);
  const rft = (await page.context().cookies()).find((cookie) => cookie.name === 'rft');
  expect(rft?.httpOnly).toBe(true);
}

test('Kakao: the first sign-in needs the required terms, the second goes straight in', async ({ page, context, request }, testInfo) => {
  test.slow();
  const profile = { email: uniqueEmail(testInfo, 'kakao'), name: uniqueNick('Kakao') };
  await withMockProvider(async () => {
    await setMockProfile(request, 'kakao', { id: providerId(), ...profile });
    await firstKakaoSignIn(page, testInfo, profile);

    // The account has no password: the profile says so instead of offering a change.
    await page.goto('/en/account/profile');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(profile.email);
    await expect(page.getByText(/You sign in with a social account/)).toBeVisible();

    await page.goto('/logout');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('rft');

    // Second time (from the Traditional Chinese login page): straight in, no agreement page.
    await page.goto('/login');
    const visited = visitedPaths(page);
    await clickProvider(page, '使用 Kakao 登入');
    await expect(page).toHaveURL('/');
    expect(visited.filter((path) => path.includes('/social/'))).toEqual([]);
    const header = await accountArea(page, testInfo);
    await expect(header.getByText(`${profile.name}，您好`)).toBeVisible();
    await closeAccountArea(page, testInfo);
  });
});

// A returning member comes back in the language the flow started in (regression: the signed-in outcome
// once dropped the locale prefix).
test('a returning member who starts in English stays in English', async ({ page, request }, testInfo) => {
  test.slow();
  const profile = { email: uniqueEmail(testInfo, 'kakaoen'), name: uniqueNick('KakaoEn') };
  await withMockProvider(async () => {
    await setMockProfile(request, 'kakao', { id: providerId(), ...profile });
    await firstKakaoSignIn(page, testInfo, profile);
    await page.goto('/logout');
    await page.goto('/en/login');
    await clickProvider(page, 'Log in with Kakao');
    await expect(page).toHaveURL(/\/en\/?$/, { timeout: 10_000 });
  });
});

test('LINE without an e-mail ends on the failure page', async ({ page, context, request }, testInfo) => {
  await withMockProvider(async () => {
    await setMockProfile(request, 'line', { id: `U${providerId()}`, email: null, name: uniqueNick('Line') });
    await page.goto('/en/login');
    await clickProvider(page, 'Log in with LINE');
    await expect(page).toHaveURL('/en/social/failed?reason=noEmail&provider=line');
  });
  await expect(page.getByRole('heading', { name: 'Social login failed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mail not registered with the social provider.');
  await expect(page.getByText('Allow LINE to share your e-mail address and try again, or sign up with your e-mail.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign up with e-mail' })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('rft');
  const header = await accountArea(page, testInfo);
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await closeAccountArea(page, testInfo);
});
