// Journey 7 (docs/product/accounts.md#phone-verification, docs/product/errors-and-messages.md#verification): from the
// profile, pick +886, enter the mobile number, send the code, read the SMS from the outbox, a wrong code is "Wrong
// verification code", the right one verifies the number.
import { randomInt } from 'node:crypto';
import { createMember, expect, latestCode, loginByApi, test } from '../support/accounts';
import { PHONE_OWNER } from '../support/e2e-fixtures';

/**
 * The brief's 912345678 can be verified by one member only (a verified number is unique, and both projects
 * share the database), so each test uses its own Taiwan mobile number of the same shape, 9 and 8 digits.
 */
const taiwanMobile = () => `9${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

test('verify a Taiwan mobile number with the texted code', async ({ page, request }, testInfo) => {
  test.slow();
  const member = await createMember(request, testInfo, 'phone');
  await loginByApi(page, testInfo, member);
  const national = taiwanMobile();
  const e164 = `+886${national}`;

  await page.goto('/en/account/profile');
  await expect(page.getByText('Your phone number is not verified yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Verify phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Phone verification' });
  await expect(dialog).toBeVisible();

  // Pick the country code from the list (another one first, to see the choice change).
  const country = dialog.getByRole('combobox', { name: 'Country code' });
  await country.click();
  await page.getByRole('option', { name: '+82 Korea' }).click();
  await expect(country).toHaveText('+82');
  await country.click();
  await page.getByRole('option', { name: '+886 Taiwan' }).click();
  await expect(country).toHaveText('+886');

  const number = dialog.getByRole('textbox', { name: 'Mobile number' });
  const send = dialog.getByRole('button', { name: 'Send code' });
  // A wrong format never reaches the server.
  await number.fill('12345');
  await send.click();
  await expect(dialog.getByText('The phone number format is wrong. Check the country code and the mobile number.')).toBeVisible();
  // A number another member verified is refused (docs/product/accounts.md#phone-verification).
  await number.fill(PHONE_OWNER.national);
  await send.click();
  await expect(dialog.getByText('E-mail or phone already registered')).toBeVisible();

  await number.fill(`${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`);
  await send.click();
  await expect(dialog.getByText(/^We sent a code to \+886 9•+\d{3}\. It expires in 5 minutes\.$/)).toBeVisible();
  const code = await latestCode(request, e164, 'phoneCode');

  const codeField = dialog.getByRole('textbox', { name: 'Verification code' });
  const verify = dialog.getByRole('button', { name: 'Verify', exact: true });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await verify.click();
  await expect(dialog.getByText('Wrong verification code', { exact: true })).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');

  await codeField.fill(code);
  await verify.click();
  const masked = `+886 9${'•'.repeat(5)}${national.slice(-3)}`;
  await expect(dialog.getByText(`${masked} is now your verified phone number.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Verified: ${masked}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change number' })).toBeVisible();

  // Stored: the dashboard shows it too after a reload.
  await page.goto('/en/account/dashboard');
  await expect(page.getByText(`Verified: ${masked}`)).toBeVisible();
});
