// My orders 2a (docs/product/payments.md#virtual-accounts, docs/product/order-lifecycle.md#order-list-tabs,
// docs/product/order-lifecycle.md#order-detail): a member pays by virtual account, the sandbox issues the account and
// the member leaves without depositing. "My orders" lists the order under "Awaiting payment" with "Deposit details";
// its page shows the bank, account number, exact amount and deadline the gateway issued. The tester then plays the
// bank on the gateway's page: the deposit arrives and the order moves to "In process".
import { expect, test } from '../../support/accounts';
import { definition, loginOrderMember } from '../../support/orders';
import {
  ORDER_TOTAL,
  expectNoHorizontalScroll,
  expectTabCount,
  fetchOrderDetail,
  openListTab,
  orderRow,
  placeOrder,
  section,
  statusChip,
  simulateDeposit,
  tabCounts,
  timelineRows,
} from '../../support/my-orders';

test('a virtual-account order is paid later, from the deposit details of my orders', async ({ page }, testInfo) => {
  test.slow();
  await loginOrderMember(page, testInfo, 'deposit');
  const before = await tabCounts(page);

  // ── The gateway issues the account; the member leaves without depositing ──
  const { orderNumber, checkout, sandboxUrl } = await placeOrder(page, testInfo, 'Virtual account');
  await checkout.getByRole('button', { name: 'Issue virtual account' }).click();
  const issued = page.getByRole('region', { name: 'Virtual account' });
  await expect(issued).toBeVisible();
  const bank = (await definition(issued, 'Bank').textContent())!.trim();
  const accountNumber = (await definition(issued, 'Account number').textContent())!.trim();
  const deadline = (await definition(issued, 'Deposit deadline').textContent())!.trim();
  expect(bank).toMatch(/\S/);
  expect(accountNumber).toMatch(/^\d{14}$/);
  expect(deadline).toMatch(/ \d{2}:\d{2} \(UTC\+8\)$/);
  await expect(definition(issued, 'Amount to pay')).toHaveText(ORDER_TOTAL);

  // ── My orders: awaiting payment, with the deposit details one tap away ──
  await page.goto('/en/account/orders');
  await expectTabCount(page, 'Awaiting payment', before['Awaiting payment'] + 1);
  await expectTabCount(page, 'In process', before['In process']);
  await openListTab(page, 'Awaiting payment');
  const row = orderRow(page, orderNumber);
  await expect(statusChip(row)).toHaveText('Payment pending');
  await expect(definition(row, 'Total')).toHaveText(ORDER_TOTAL);
  // An issued account is not paid again: its details, or cancelling.
  await expect(row.getByRole('link', { name: `Pay now: order ${orderNumber}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Cancel order ${orderNumber}` })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await row.getByRole('link', { name: `Deposit details: order ${orderNumber}` }).click();

  // ── The order's page: where to transfer how much until when ──
  await expect(page).toHaveURL(new RegExp(`/en/account/orders/${orderNumber}#payment$`));
  const summary = section(page, 'Order summary');
  await expect(statusChip(summary)).toHaveText('Payment pending');
  await expect(
    summary.getByText('Transfer the exact amount to the virtual account below before the deadline. The order starts once the deposit arrives.'),
  ).toBeVisible();
  await expect(definition(summary, 'Payment method')).toHaveText('Virtual account');
  await expect(definition(summary, 'Payment status')).toHaveText('Waiting for deposit');
  await expect(definition(summary, 'Paid')).toHaveText('Not yet');
  const account = section(page, 'Virtual account');
  await expect(account).toBeInViewport();
  await expect(definition(account, 'Bank')).toHaveText(bank);
  await expect(definition(account, 'Account number')).toHaveText(accountNumber);
  await expect(definition(account, 'Amount to pay')).toHaveText(ORDER_TOTAL);
  await expect(definition(account, 'Deposit deadline')).toHaveText(deadline);
  // Nothing to pay again, no progress before the payment, no delivery yet.
  await expect(section(page, 'Payment')).toHaveCount(0);
  await expect(section(page, 'Progress')).toContainText('The progress starts once the payment is complete.');
  await expect(section(page, 'Delivery')).toHaveCount(0);
  expect(await timelineRows(page)).toEqual(['Order submitted', 'Virtual account issued — waiting for your deposit']);
  await expectNoHorizontalScroll(page);

  let order = await fetchOrderDetail(page, orderNumber);
  expect(order).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', tab: 'awaitingPayment', paidAt: null });
  expect(order.payment).toMatchObject({ method: 'VIRTUAL_ACCOUNT', status: 'PENDING_DEPOSIT', amount: 800, virtualAccount: { bank, accountNumber } });

  // ── The bank: the exact amount arrives in the account ──
  await simulateDeposit(page, sandboxUrl);

  await page.goto('/en/account/orders');
  await expectTabCount(page, 'Awaiting payment', before['Awaiting payment']);
  await expectTabCount(page, 'In process', before['In process'] + 1);
  await openListTab(page, 'Awaiting payment');
  await expect(orderRow(page, orderNumber)).toHaveCount(0);
  await openListTab(page, 'In process');
  const paidRow = orderRow(page, orderNumber);
  await expect(statusChip(paidRow)).toHaveText('Waiting for your cards — enter the tracking number');
  await expect(paidRow.getByRole('link', { name: `Deposit details: order ${orderNumber}` })).toHaveCount(0);

  await page.goto(`/en/account/orders/${orderNumber}`);
  await expect(definition(section(page, 'Order summary'), 'Payment status')).toHaveText('Paid');
  await expect(section(page, 'Virtual account')).toHaveCount(0);
  expect(await timelineRows(page)).toEqual([
    'Order submitted',
    'Virtual account issued — waiting for your deposit',
    'Deposit received — payment completed / Waiting for you to send the cards and enter the tracking number',
  ]);

  order = await fetchOrderDetail(page, orderNumber);
  expect(order).toMatchObject({ status: 'PROCESSING', tab: 'inProcess', processingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION' });
  expect(order.payment).toMatchObject({ method: 'VIRTUAL_ACCOUNT', status: 'PAID', amount: 800 });
  expect(order.paidAt).not.toBeNull();
});
