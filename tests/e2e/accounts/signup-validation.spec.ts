// Journey 2 (docs/product/accounts.md#sign-up, docs/product/accounts.md#field-rules): the sign-up form refuses a bad
// e-mail, mismatching passwords and missing required agreements with the catalogue's messages
// (docs/product/errors-and-messages.md#login-and-sign-up), before anything is sent; the same rules speak Traditional
// Chinese.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/accounts';

/** The sign-up calls the page makes: none are expected, these are the form's own checks. */
function signupCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/member/signup')) calls.push(request.url());
  });
  return calls;
}

test("bad e-mail, mismatching passwords and missing agreements show the contract's messages", async ({ page }) => {
  const calls = signupCalls(page);
  await page.goto('/en/sign-up');
  const form = page.getByRole('main').locator('form');
  const submit = form.getByRole('button', { name: 'Sign up', exact: true });

  await form.getByRole('textbox', { name: 'Name or nickname' }).fill('Validator');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Valid!2345');
  await form.getByRole('textbox', { name: 'Password verification' }).fill('Valid!2346');
  await submit.click();

  await expect(form.getByText('Wrong Email Type', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Passwords do not match', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Password verification' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert').filter({ hasText: 'Please agree to all required terms and conditions.' })).toBeVisible();
  // The age box has its own notice (docs/product/accounts.md#sign-up: under-14s cannot sign up).
  await expect(form.getByText('Under-14s cannot sign up.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL('/en/sign-up');

  // Fixing the fields clears their messages.
  await form.getByRole('textbox', { name: 'E-mail' }).fill('fixed@e2e.test');
  await form.getByRole('textbox', { name: 'Password verification' }).fill('Valid!2345');
  await expect(form.getByText('Wrong Email Type', { exact: true })).toBeHidden();
  await expect(form.getByText('Passwords do not match', { exact: true })).toBeHidden();

  // The optional advertising consent does not replace a required agreement; one required box missing is enough to refuse.
  await form.getByRole('checkbox', { name: /I am 14 years of age or older/ }).check();
  await form.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await form.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await form.getByRole('checkbox', { name: /receive news, events and offers/ }).check();
  await submit.click();
  await expect(form.getByText('Under-14s cannot sign up.', { exact: false })).toBeHidden();
  await expect(form.getByRole('alert').filter({ hasText: 'Please agree to all required terms and conditions.' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'I agree to all, including the optional item' })).not.toBeChecked();

  // "Agree to all" completes the set and the message goes.
  await form.getByRole('checkbox', { name: 'I agree to all, including the optional item' }).check();
  await expect(form.getByRole('checkbox', { name: /cross-border transfer/ })).toBeChecked();
  await expect(form.getByText('Please agree to all required terms and conditions.')).toBeHidden();
  await expect(page).toHaveURL('/en/sign-up');
  expect(calls).toEqual([]);
});

test('the same checks in Traditional Chinese (default language)', async ({ page }) => {
  const calls = signupCalls(page);
  await page.goto('/sign-up');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  const form = page.getByRole('main').locator('form');
  await form.getByRole('textbox', { name: '姓名或暱稱' }).fill('驗證測試');
  await form.getByRole('textbox', { name: '電子郵件' }).fill('not-an-email');
  await form.getByRole('textbox', { name: '密碼', exact: true }).fill('Valid!2345');
  await form.getByRole('textbox', { name: '確認密碼' }).fill('Valid!2346');
  await form.getByRole('button', { name: '註冊', exact: true }).click();

  await expect(form.getByText('電子郵件格式不正確', { exact: true })).toBeVisible();
  await expect(form.getByText('兩次輸入的密碼不一致', { exact: true })).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: '請同意所有必要條款。' })).toBeVisible();
  await expect(form.getByText('Wrong Email Type')).toBeHidden();
  await expect(page).toHaveURL('/sign-up');
  expect(calls).toEqual([]);
});
