// Journey 8 (docs/product/accounts.md#shipping-addresses: nickname, recipient, phone, address required; the default
// address cannot be deleted; docs/product/errors-and-messages.md#account "Cannot delete default address").
import type { Locator, Page } from '@playwright/test';
import { createMember, expect, loginByApi, sameOrigin, test } from '../support/accounts';

interface Address {
  nickname: string;
  recipient: string;
  phone: string;
  postalCode?: string;
  address: string;
  addressDetail?: string;
  deliveryMemo?: string;
}

const HOME: Address = {
  nickname: 'Home',
  recipient: 'Lin Mei',
  phone: '0912-345-678',
  postalCode: '104',
  address: 'No. 100, Sec. 2, Nanjing E. Rd., Taipei',
  addressDetail: '8F',
  deliveryMemo: 'Leave with the doorman',
};
const OFFICE: Address = { nickname: 'Office', recipient: 'Lin Mei', phone: '02 2345 6789', address: 'No. 7, Xinyi Rd. Sec. 5, Taipei' };

async function fillAddress(dialog: Locator, address: Address): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Address name' }).fill(address.nickname);
  await dialog.getByRole('textbox', { name: 'Recipient' }).fill(address.recipient);
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill(address.phone);
  if (address.postalCode) await dialog.getByRole('textbox', { name: 'Postal code' }).fill(address.postalCode);
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill(address.address);
  if (address.addressDetail) await dialog.getByRole('textbox', { name: 'Detailed address (floor, unit)' }).fill(address.addressDetail);
  if (address.deliveryMemo) await dialog.getByRole('textbox', { name: 'Delivery note' }).fill(address.deliveryMemo);
}

const card = (page: Page, nickname: string) => page.getByRole('article', { name: nickname });
const isDefault = (page: Page, nickname: string) => card(page, nickname).getByText('Default', { exact: true });

test('add, make default, refuse to delete the default, delete the other', async ({ page, context, request }, testInfo) => {
  test.slow();
  const member = await createMember(request, testInfo, 'address');
  await loginByApi(page, testInfo, member);
  await page.goto('/en/account/addresses');
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

  // The required fields are checked first.
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Please enter a name for this address.')).toBeVisible();
  await expect(dialog.getByText('Please enter the recipient.')).toBeVisible();
  await expect(dialog.getByText('Please enter a phone number.')).toBeVisible();
  await expect(dialog.getByText('Please enter the address.')).toBeVisible();
  // The first address is the default, whatever the box says.
  const defaultBox = dialog.getByRole('checkbox', { name: 'Use as my default address' });
  await expect(defaultBox).toBeChecked();
  await expect(defaultBox).toBeDisabled();

  await fillAddress(dialog, HOME);
  await expect(dialog.getByText('Please enter a name for this address.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The address has been saved.')).toBeVisible();
  await expect(isDefault(page, 'Home')).toBeVisible();
  await expect(card(page, 'Home')).toContainText('Lin Mei · 0912-345-678');
  await expect(card(page, 'Home')).toContainText('104 No. 100, Sec. 2, Nanjing E. Rd., Taipei, 8F');
  await expect(card(page, 'Home')).toContainText('Delivery note: Leave with the doorman');
  // The default offers no delete button.
  await expect(card(page, 'Home').getByRole('button', { name: 'Delete Home' })).toHaveCount(0);

  // A second address, not the default.
  await page.getByRole('button', { name: 'Add address' }).click();
  const second = page.getByRole('dialog', { name: 'Add address' });
  await expect(second.getByRole('checkbox', { name: 'Use as my default address' })).not.toBeChecked();
  await fillAddress(second, OFFICE);
  await second.getByRole('button', { name: 'Save address' }).click();
  await expect(second).toBeHidden();
  await expect(card(page, 'Office')).toBeVisible();
  await expect(isDefault(page, 'Office')).toHaveCount(0);
  await expect(isDefault(page, 'Home')).toBeVisible();
  await expect(page.getByText('Saved addresses: 2 / 20')).toBeVisible();

  // A second tab still shows Office as deletable; it is made the default in the first tab meanwhile.
  const stale = await context.newPage();
  await stale.goto('/en/account/addresses');
  await expect(stale.getByRole('button', { name: 'Delete Office' })).toBeVisible();

  await page.getByRole('button', { name: 'Make Office the default address' }).click();
  await expect(page.getByText('The default address has been changed.')).toBeVisible();
  await expect(isDefault(page, 'Office')).toBeVisible();
  await expect(isDefault(page, 'Home')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Office' })).toHaveCount(0);

  // Deleting the (now) default address from the stale tab is refused with the catalogue's message
  // (docs/product/errors-and-messages.md#account).
  await stale.getByRole('button', { name: 'Delete Office' }).click();
  const confirm = stale.getByRole('dialog', { name: 'Delete this address?' });
  await expect(confirm).toContainText('"Office" will be removed from your address book.');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(stale.getByRole('alert').filter({ hasText: 'Cannot delete default address' })).toBeVisible();
  await expect(card(stale, 'Office')).toBeVisible();
  await stale.close();

  // The API says the same to a direct call.
  const list = (await (await page.request.get('/api/member/addresses')).json()) as { data: { id: number; nickname: string; isDefault: boolean }[] };
  const office = list.data.find((address) => address.nickname === 'Office')!;
  expect(office.isDefault).toBe(true);
  const refused = await page.request.delete(`/api/member/addresses/${office.id}`, { headers: sameOrigin(testInfo) });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);
  expect(((await refused.json()) as { message: string }).message).toBe('Cannot delete default address');

  // The other one can go.
  await page.getByRole('button', { name: 'Delete Home' }).click();
  await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The address has been deleted.')).toBeVisible();
  await expect(card(page, 'Home')).toHaveCount(0);
  await expect(isDefault(page, 'Office')).toBeVisible();
  await page.reload();
  await expect(card(page, 'Home')).toHaveCount(0);
  await expect(page.getByText('Saved addresses: 1 / 20')).toBeVisible();
});
