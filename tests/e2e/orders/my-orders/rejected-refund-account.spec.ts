// My orders 5 (docs/product/payments.md#refunds, docs/product/payments.md#refund-account,
// docs/decisions/0008-cancellation-and-refund-outcomes.md §2 and "Testing"): a member pays by virtual account, the
// deposit arrives, and the member cancels. A bank-based refund needs an account first: the cancel dialog asks for
// it (Bank, Account number, Account holder; digits only). The account given begins with 999, which the sandbox bank
// refuses (README "Trying it out"): the order stays cancelled, the Refund region says the bank rejected the account
// and offers the form; the corrected account is saved, the refund is sent again and completes.
import { expect, test } from '../../support/accounts';
import { loginOrderMember } from '../../support/orders';
import {
  ORDER_TOTAL,
  expectDialogButtonsReachable,
  expectNoHorizontalScroll,
  expectTabCount,
  fetchOrderDetail,
  openListTab,
  openOrderFromRow,
  orderRow,
  placeOrder,
  section,
  statusChip,
  simulateDeposit,
  tabCounts,
} from '../../support/my-orders';

test('a refund the bank rejects is sent again to the corrected account', async ({ page }, testInfo) => {
  test.slow();
  await loginOrderMember(page, testInfo, 'refund');
  const before = await tabCounts(page);
  const { orderNumber, checkout, sandboxUrl } = await placeOrder(page, testInfo, 'Virtual account');
  await checkout.getByRole('button', { name: 'Issue virtual account' }).click();
  await expect(page.getByRole('region', { name: 'Virtual account' })).toBeVisible();
  await simulateDeposit(page, sandboxUrl);

  await page.goto('/en/account/orders');
  await openListTab(page, 'In process');
  await openOrderFromRow(page, orderNumber);
  // A paid virtual account: the refund would go to a bank account, none on file yet.
  const refund = section(page, 'Refund');
  await expect(refund.getByText('Refunds take 3 to 5 business days.')).toBeVisible();
  await expect(refund.getByText('No refund account yet.')).toBeVisible();

  // ── Cancelling asks for the refund account first ──
  await section(page, 'Order summary').getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
  await expect(dialog.getByTestId('cancel-refund-amount')).toHaveText(`${ORDER_TOTAL} will be refunded.`);
  await expect(dialog.getByText('The refund goes to a bank account. Please enter it first.')).toBeVisible();
  const bank = dialog.getByRole('combobox', { name: 'Bank' });
  const account = dialog.getByRole('textbox', { name: 'Account number' });
  const holder = dialog.getByRole('textbox', { name: 'Account holder' });
  // Taiwanese banks for a TWD order.
  await expect(bank.locator('option')).toContainText(['Choose a bank', '004 Bank of Taiwan', '812 Taishin Bank']);
  await expectDialogButtonsReachable(page, dialog);
  const confirm = dialog.getByRole('button', { name: 'Yes, cancel the order' });
  await account.fill('9991-2345-6789');
  await confirm.click();
  await expect(dialog.getByText('Enter the account number as 6 to 20 digits, without dashes.')).toBeVisible();
  await expect(dialog.getByText("Please enter the account holder's name.")).toBeVisible();
  if ((await bank.inputValue()) === '') await expect(dialog.getByText('Please choose the bank.')).toBeVisible();
  expect((await fetchOrderDetail(page, orderNumber)).status).toBe('PROCESSING');

  // The member's mistake: a number the sandbox bank refuses (it begins with 999).
  await bank.selectOption({ label: '812 Taishin Bank' });
  await account.fill('999123456789');
  await holder.fill('Chen Ya-ting');
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-notice')).toHaveText(
    `Order ${orderNumber} has been cancelled, but the bank rejected the refund account. Please correct it below.`,
  );

  // ── The Refund region: rejected, correct it ──
  const rejected = refund.getByTestId('refund-rejected');
  await expect(rejected).toHaveText(
    'The bank rejected the account — please correct it. Enter the refund account again below and we will send the refund once more.',
  );
  const refunds = refund.getByRole('region', { name: 'Refunds' }).getByRole('listitem');
  await expect(refunds).toHaveCount(1);
  await expect(refunds.first()).toContainText(ORDER_TOTAL);
  await expect(refunds.first().getByText('Rejected by the bank', { exact: true })).toBeVisible();
  await expect(refund.getByTestId('refund-account')).toHaveText('812 Taishin Bank · Chen Ya-ting · •••• 6789');
  // The order itself stays cancelled (decision 0008 §2).
  await expect(statusChip(section(page, 'Order summary'))).toHaveText('Cancelled');
  await expectNoHorizontalScroll(page);
  let order = await fetchOrderDetail(page, orderNumber);
  expect(order).toMatchObject({
    status: 'CANCELLED',
    tab: 'cancel',
    refundAccount: { bank: 'TW-812', holderName: 'Chen Ya-ting', accountLast4: '6789' },
    actions: { refundAccount: true },
  });
  expect(order.refunds).toEqual([expect.objectContaining({ amount: 800, status: 'ACCOUNT_REJECTED', completedAt: null })]);

  // The form is open at once (no "Change refund account" to press first), holder and bank kept, number empty.
  await expect(refund.getByRole('button', { name: 'Change refund account' })).toHaveCount(0);
  const form = refund.getByRole('form', { name: 'Refund account' });
  await expect(form.getByRole('combobox', { name: 'Bank' })).toHaveValue('TW-812');
  await expect(form.getByRole('textbox', { name: 'Account holder' })).toHaveValue('Chen Ya-ting');
  await expect(form.getByRole('textbox', { name: 'Account number' })).toHaveValue('');
  await form.getByRole('combobox', { name: 'Bank' }).selectOption({ label: '700 Chunghwa Post' });
  await form.getByRole('textbox', { name: 'Account number' }).fill('70012345674567');
  await form.getByRole('button', { name: 'Save refund account' }).click();
  await expect(page.getByTestId('order-notice')).toHaveText(`The refund account has been saved and the refund of ${ORDER_TOTAL} has been sent again.`);

  // ── Refunded: the rejected attempt stays as history, the new one completed ──
  await expect(rejected).toHaveCount(0);
  await expect(refunds).toHaveCount(2);
  await expect(refunds.nth(0).getByText('Rejected by the bank', { exact: true })).toBeVisible();
  await expect(refunds.nth(1)).toContainText(ORDER_TOTAL);
  await expect(refunds.nth(1).getByText('Refunded', { exact: true })).toBeVisible();
  await expect(refunds.nth(1)).toContainText(/Requested .+ · completed .+/);
  await expect(refund.getByTestId('refund-account')).toHaveText('700 Chunghwa Post · Chen Ya-ting · •••• 4567');
  // Nothing is left to refund: no form any more.
  await expect(refund.getByRole('button', { name: 'Save refund account' })).toHaveCount(0);

  order = await fetchOrderDetail(page, orderNumber);
  expect(order).toMatchObject({
    status: 'CANCELLED',
    refundAccount: { bank: 'TW-700', holderName: 'Chen Ya-ting', accountLast4: '4567' },
    actions: { refundAccount: false },
  });
  expect(order.refunds.map((item) => [item.amount, item.status])).toEqual([
    [800, 'ACCOUNT_REJECTED'],
    [800, 'COMPLETED'],
  ]);
  expect(order.payment).toMatchObject({ method: 'VIRTUAL_ACCOUNT', status: 'REFUNDED' });

  // My orders: under "Cancelled" (a cancellation's refund does not move the order to "Refunds").
  await page.getByRole('link', { name: 'Back to my orders' }).click();
  await expectTabCount(page, 'Cancelled', before.Cancelled + 1);
  await expectTabCount(page, 'Refunds', before.Refunds);
  await openListTab(page, 'Cancelled');
  await expect(orderRow(page, orderNumber)).toBeVisible();
});
