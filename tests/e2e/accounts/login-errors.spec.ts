// Journey 3 (docs/product/accounts.md#e-mail-verification, docs/product/errors-and-messages.md#login-and-sign-up): a
// wrong password is "ID or PW is incorrect." whatever the account's state; the right password of an unverified
// account says to check the inbox and offers a new code; no session is opened.
import { createMember, expect, latestCode, outboxCount, submitLoginForm, test } from '../support/accounts';

test('login before verification and with a wrong password', async ({ page, context, request }, testInfo) => {
  const member = await createMember(request, testInfo, 'unverified', { verified: false });
  await page.goto('/en/login');
  const form = page.getByRole('main').locator('form');

  // A wrong password never tells that the account exists or is unverified.
  await submitLoginForm(page, { email: member.email, password: 'Wrong!2345' });
  await expect(form.getByRole('alert')).toHaveText('ID or PW is incorrect.');

  // An unknown e-mail gets the same answer.
  await submitLoginForm(page, { email: `nobody-${member.email}`, password: member.password });
  await expect(form.getByRole('alert')).toHaveText('ID or PW is incorrect.');

  // The right password of an unverified account: check the inbox.
  await submitLoginForm(page, { email: member.email, password: member.password });
  const notVerified = form.getByRole('alert').filter({ hasText: 'E-mail not verified yet. Please check your inbox.' });
  await expect(notVerified).toBeVisible();
  await expect(page).toHaveURL('/en/login');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('rft');

  // "Send a new code" mails a fresh code and opens the code page for this address.
  const oldCode = await latestCode(request, member.email, 'verifyEmail');
  const before = await outboxCount(request, member.email);
  await notVerified.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page).toHaveURL(`/en/sign-up-complete?email=${encodeURIComponent(member.email)}`);
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect.poll(() => outboxCount(request, member.email)).toBe(before + 1);

  // The new code works; the old one was voided by it.
  const code = await latestCode(request, member.email, 'verifyEmail');
  const codeField = page.getByRole('textbox', { name: 'Verification code' });
  if (oldCode !== code) {
    await codeField.fill(oldCode);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Wrong verification code', { exact: true })).toBeVisible();
  }
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
});
