// The partner inquiry form: the rules of docs/product/storefront.md#partner-shops-and-inquiry with the contract's
// messages, and a valid inquiry is stored.
import { expect, test } from '@playwright/test';
import { scrollToPartnerInquiry } from '../support/layout';

test("bad input shows the contract's messages; a valid inquiry is sent", async ({ page }) => {
  await page.goto('/en/partner-shop');
  const form = await scrollToPartnerInquiry(page);
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.getByText('Company is a required field.')).toBeVisible();
  await expect(form.getByText('Description is a required field.')).toBeVisible();
  await expect(form.getByText('Please enter a phone number or an e-mail address.').first()).toBeVisible();

  await form.getByLabel(/Company or shop name/).fill('Dragon Cards Taichung');
  await form.getByLabel(/^E-mail/).fill('not-an-email');
  await form.getByLabel(/What would you like/).fill('We would like to collect submissions for you.');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.getByText('Wrong Email Type')).toBeVisible();

  await form.getByLabel(/^E-mail/).fill('owner@dragoncards.example');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText('Thank you for your inquiry!')).toBeVisible();
  await expect(form.getByLabel(/Company or shop name/)).toHaveValue('');
});

test("the form speaks the page's language", async ({ page }) => {
  await page.goto('/partner-shop');
  const form = await scrollToPartnerInquiry(page);
  await form.getByRole('button').last().click();
  await expect(form.getByText('Company is a required field.')).toBeHidden();
  await expect(form.locator('.Mui-error').first()).toBeVisible();
});
