// My orders 3 (docs/product/order-lifecycle.md#cancellation-and-refund, docs/product/payments.md#refunds,
// docs/decisions/0008-cancellation-and-refund-outcomes.md §1): a member cancels a card-paid order before sending the
// cards. The dialog names the refund the server computed — everything, the order total, since the cards have not
// moved — and "Keep the order" changes nothing. Confirmed, the page announces the cancellation and the refund, the
// order is listed under "Cancelled", and the Refund region shows the refund back to the card, completed (the sandbox
// returns card payments at once).
import { expect, test } from '../../support/accounts';
import { definition, loginOrderMember } from '../../support/orders';
import {
  ORDER_TOTAL,
  approveCard,
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
  tabCounts,
  timelineRows,
} from '../../support/my-orders';

test('a paid order is cancelled before the cards are sent and refunded in full', async ({ page }, testInfo) => {
  test.slow();
  await loginOrderMember(page, testInfo, 'cancel');
  const before = await tabCounts(page);
  const { orderNumber, checkout } = await placeOrder(page, testInfo, 'Credit card');
  await approveCard(page, checkout);

  await page.goto('/en/account/orders');
  await openListTab(page, 'In process');
  await openOrderFromRow(page, orderNumber);
  const summary = section(page, 'Order summary');
  // A card payment has nothing to show about refunds until there is one.
  await expect(section(page, 'Refund')).toHaveCount(0);

  // ── The dialog: what comes back, then "Keep the order" changes nothing ──
  await summary.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('cancel-refund-amount')).toHaveText(`${ORDER_TOTAL} will be refunded.`);
  await expect(dialog.getByText('Refunds take 3 to 5 business days.')).toBeVisible();
  // The cards have not moved: no delivery cost is kept, and a card refund needs no bank account.
  await expect(dialog.getByText(/delivery cost of .* is kept/)).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Bank' })).toHaveCount(0);
  await expectDialogButtonsReachable(page, dialog);
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-notice')).toHaveCount(0);
  expect((await fetchOrderDetail(page, orderNumber)).status).toBe('PROCESSING');

  const order = await fetchOrderDetail(page, orderNumber);
  expect(order.cancelRefund).toBe(order.totalAmount);

  // ── Cancelled ──
  await summary.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByTestId('cancel-refund-amount')).toHaveText(`${ORDER_TOTAL} will be refunded.`);
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByTestId('order-notice');
  await expect(notice).toHaveText(`Order ${orderNumber} has been cancelled and ${ORDER_TOTAL} has been refunded.`);
  await expect(notice).toBeFocused();

  await expect(statusChip(summary)).toHaveText('Cancelled');
  await expect(summary.getByText('This order has been cancelled. Anything paid is refunded within 3 to 5 business days.')).toBeVisible();
  await expect(definition(summary, 'Cancelled')).not.toHaveText('');
  await expect(definition(summary, 'Payment status')).toHaveText('Refunded');
  await expect(summary.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(summary.getByTestId('estimated-completion')).toHaveCount(0);
  await expect(section(page, 'Progress')).toContainText('This order has ended.');
  await expect(section(page, 'Delivery')).toHaveCount(0);

  const refund = section(page, 'Refund');
  await expect(refund).toBeVisible();
  await expect(refund.getByText('Refunds go back to the card or wallet you paid with, within 3 to 5 business days.')).toBeVisible();
  const refunds = refund.getByRole('region', { name: 'Refunds' }).getByRole('listitem');
  await expect(refunds).toHaveCount(1);
  await expect(refunds.first()).toContainText(ORDER_TOTAL);
  await expect(refunds.first().getByText('Refunded', { exact: true })).toBeVisible();
  await expect(refunds.first()).toContainText(/Requested .+ · completed .+/);
  await expect(refund.getByTestId('refund-rejected')).toHaveCount(0);
  expect((await timelineRows(page)).at(-1)).toBe('Order cancelled');
  await expectNoHorizontalScroll(page);

  // What the server stored: cancelled, the whole payment refunded and the refund completed.
  const cancelled = await fetchOrderDetail(page, orderNumber);
  expect(cancelled).toMatchObject({ status: 'CANCELLED', tab: 'cancel', displayStatus: 'CANCELLED', cancelRefund: null });
  expect(cancelled.cancelledAt).not.toBeNull();
  expect(cancelled.payment).toMatchObject({ method: 'CREDIT_CARD', status: 'REFUNDED', amount: 800 });
  expect(cancelled.refunds).toEqual([expect.objectContaining({ amount: cancelled.totalAmount, status: 'COMPLETED', completedAt: expect.any(String) })]);
  expect(cancelled.actions).toMatchObject({ cancel: false, pay: false, enterTracking: false });

  // ── My orders: under "Cancelled", no longer "In process" ──
  await page.getByRole('link', { name: 'Back to my orders' }).click();
  await expectTabCount(page, 'Cancelled', before.Cancelled + 1);
  await expectTabCount(page, 'In process', before['In process']);
  await openListTab(page, 'In process');
  await expect(orderRow(page, orderNumber)).toHaveCount(0);
  await openListTab(page, 'Cancelled');
  const row = orderRow(page, orderNumber);
  await expect(statusChip(row)).toHaveText('Cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);
});
