// Issue #11: /login is a lean page (lib/shared/lean-routes.ts, docs/decisions/0015-storefront-static-css.md): no MUI
// and no emotion on it, yet the form behaves as before: loginSchema's messages linked to their fields (aria-invalid,
// aria-describedby), each field checked again as it changes, and after logging in the member lands on an MUI page
// that knows them, with the header greeting them (the display cookie, hooks/useDisplayUser.ts), without a reload and
// without a console error.
import { accountArea, closeAccountArea, createMember, expect, test } from '../support/accounts';

test('the lean login: no MUI, errors tied to their fields, the member known right after', async ({ page, request }, testInfo) => {
  const member = await createMember(request, testInfo, 'lean');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  await page.goto('/en/login?returnUrl=%2Faccount%2Fprofile');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('[class*="Mui"], style[data-emotion]').count()).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');

  const form = page.getByRole('main').locator('form');
  const email = form.getByRole('textbox', { name: 'E-mail' });
  const password = form.getByRole('textbox', { name: 'Password', exact: true });
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email address is a required field.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Please enter a password.');

  // Checked again as it changes: the e-mail's message goes, the password's stays until it is typed.
  await email.fill(member.email);
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(form.getByText('Email address is a required field.')).toBeHidden();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(member.password);
  await expect(password).toHaveAttribute('aria-invalid', 'false');

  const show = form.getByRole('button', { name: 'Show password' });
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await show.click();
  await expect(form.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');

  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/en/account/profile');
  await expect(page.getByRole('textbox', { name: 'Name or nickname' })).toHaveValue(member.nick);
  const header = await accountArea(page, testInfo);
  await expect(header.getByText(`Hello, ${member.nick}`)).toBeVisible();
  await closeAccountArea(page, testInfo);
  expect(errors).toEqual([]);
});
