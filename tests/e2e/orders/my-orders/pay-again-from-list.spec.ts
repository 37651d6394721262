// My orders 2b (docs/product/order-lifecycle.md#order-status-transitions: a failed payment may be retried;
// docs/product/errors-and-messages.md#payments; docs/product/order-lifecycle.md#order-list-tabs): the card issuer
// declines, the member leaves the wizard, and later finds the order under "Awaiting payment" in my orders with
// "Payment failed". "Pay now" opens the order's payment section, the same order is paid again on the sandbox
// gateway and approved, and it moves to "In process".
import { expect, test } from '../../support/accounts';
import { definition, expectSandboxPage, loginOrderMember } from '../../support/orders';
import {
  ORDER_TOTAL,
  approveCard,
  expectNoHorizontalScroll,
  expectTabCount,
  fetchOrderDetail,
  openListTab,
  orderRow,
  placeOrder,
  section,
  statusChip,
  tabCounts,
  timelineRows,
} from '../../support/my-orders';

test('a declined card order is paid again with "Pay now" from my orders', async ({ page }, testInfo) => {
  test.slow();
  await loginOrderMember(page, testInfo, 'repay');
  const before = await tabCounts(page);

  // ── The issuer declines; the member leaves ──
  const { orderNumber, checkout } = await placeOrder(page, testInfo, 'Credit card');
  await checkout.getByRole('button', { name: 'Decline card payment' }).click();
  await expect(page).toHaveURL(/\/en\/grading\/submit\/payment\?order=.+&failed=1/);

  // ── My orders: awaiting payment, "Payment failed", pay now or cancel ──
  await page.goto('/en/account/orders');
  await expectTabCount(page, 'Awaiting payment', before['Awaiting payment'] + 1);
  await expectTabCount(page, 'In process', before['In process']);
  await openListTab(page, 'Awaiting payment');
  const row = orderRow(page, orderNumber);
  await expect(statusChip(row)).toHaveText('Payment failed');
  await expect(definition(row, 'Total')).toHaveText(ORDER_TOTAL);
  await expect(row.getByRole('button', { name: `Cancel order ${orderNumber}` })).toBeVisible();
  await expect(row.getByRole('link', { name: `Deposit details: order ${orderNumber}` })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await row.getByRole('link', { name: `Pay now: order ${orderNumber}` }).click();

  // ── The order's page, at its payment section ──
  await expect(page).toHaveURL(new RegExp(`/en/account/orders/${orderNumber}#pay$`));
  const summary = section(page, 'Order summary');
  await expect(statusChip(summary)).toHaveText('Payment failed');
  await expect(summary.getByText('The last payment did not go through. You can pay again below.')).toBeVisible();
  await expect(definition(summary, 'Payment status')).toHaveText('Failed');
  const payment = section(page, 'Payment');
  await expect(payment).toBeInViewport();
  await expect(payment.getByText('The last payment did not go through. Try again or choose another payment method.')).toBeVisible();
  // The method tried last is chosen again.
  await expect(payment.getByRole('radio', { name: 'Credit card', exact: true })).toBeChecked();
  await expect(section(page, 'Progress')).toContainText('The progress starts once the payment is complete.');
  await expectNoHorizontalScroll(page);

  // ── Paid again: the same order on the gateway, approved this time ──
  await payment.getByRole('button', { name: `Pay ${ORDER_TOTAL}` }).click();
  const again = await expectSandboxPage(page, ORDER_TOTAL, 'Credit card');
  await expect(definition(again, 'Order number')).toHaveText(orderNumber);
  await approveCard(page, again);

  await page.goto('/en/account/orders');
  await expectTabCount(page, 'Awaiting payment', before['Awaiting payment']);
  await expectTabCount(page, 'In process', before['In process'] + 1);
  await openListTab(page, 'In process');
  const paidRow = orderRow(page, orderNumber);
  await expect(statusChip(paidRow)).toHaveText('Waiting for your cards — enter the tracking number');
  await expect(paidRow.getByRole('link', { name: `Pay now: order ${orderNumber}` })).toHaveCount(0);

  await page.goto(`/en/account/orders/${orderNumber}`);
  await expect(definition(section(page, 'Order summary'), 'Payment status')).toHaveText('Paid');
  await expect(section(page, 'Payment')).toHaveCount(0);
  // The declined attempt stays in the history; the retry paid the order straight from "Payment failed".
  expect(await timelineRows(page)).toEqual([
    'Order submitted',
    'Payment failed',
    'Payment completed / Waiting for you to send the cards and enter the tracking number',
  ]);

  const order = await fetchOrderDetail(page, orderNumber);
  expect(order).toMatchObject({ status: 'PROCESSING', tab: 'inProcess', totalAmount: 800 });
  expect(order.payment).toMatchObject({ method: 'CREDIT_CARD', status: 'PAID', amount: 800 });
  expect(order.paidAt).not.toBeNull();
  expect(order.timeline.map((entry) => entry.toStatus)).toEqual(['SAVED', 'PAYMENT_FAILED', 'PROCESSING']);
});
