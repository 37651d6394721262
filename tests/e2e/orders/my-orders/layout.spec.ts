// My orders 6 (docs/product/storefront.md#layout; docs/product/order-lifecycle.md#order-list-tabs,
// docs/product/order-lifecycle.md#order-detail): the list and an order's page fit the screen in every language — no
// sideways scrolling at 390 px (document.documentElement.scrollWidth ≤ innerWidth) — and the floating contact button
// covers none of the buttons where the pages end, nor the cancel dialog's. The order is unpaid (the card was
// declined), so its row and page carry the most buttons: "Pay now", "Cancel", the payment methods and "Pay"; it is
// then cancelled from the list, where nothing was paid and nothing is refunded.
import { expect, test } from '../../support/accounts';
import { loginOrderMember } from '../../support/orders';
import {
  expectContactButtonClearOfControls,
  expectDialogButtonsReachable,
  expectNoHorizontalScroll,
  expectTabCount,
  listTab,
  openListTab,
  orderRow,
  placeOrder,
  section,
  statusChip,
  tabCounts,
} from '../../support/my-orders';

/** The pages' headings per language (locales/<lang>/myorders.json: list.title, detail.title). */
const LANGUAGES = [
  { prefix: '', title: '我的訂單', order: '訂單' },
  { prefix: '/en', title: 'My orders', order: 'Order' },
  { prefix: '/ko', title: '내 주문', order: '주문' },
] as const;

test('my orders fit the screen and the contact button covers no button', async ({ page }, testInfo) => {
  test.slow();
  await loginOrderMember(page, testInfo, 'layout');
  const before = await tabCounts(page);
  const { orderNumber, checkout } = await placeOrder(page, testInfo, 'Credit card');
  await checkout.getByRole('button', { name: 'Decline card payment' }).click();
  await expect(page).toHaveURL(/\/en\/grading\/submit\/payment\?order=.+&failed=1/);

  for (const language of LANGUAGES) {
    await test.step(`the list and the order's page${language.prefix || ' (zh-TW)'}`, async () => {
      await page.goto(`${language.prefix}/account/orders?tab=awaitingPayment`);
      await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
      const row = page.getByRole('listitem', { name: orderNumber, exact: true });
      await expect(row).toBeVisible();
      await expect(row.getByRole('button')).toHaveCount(1);
      await expectNoHorizontalScroll(page);
      await expectContactButtonClearOfControls(page);

      await page.goto(`${language.prefix}/account/orders/${orderNumber}`);
      await expect(page.getByRole('heading', { level: 1, name: `${language.order} ${orderNumber}` })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectContactButtonClearOfControls(page);
    });
  }

  // ── The tabs scroll inside their bar, not the page: the last one can be reached and chosen ──
  await page.goto('/en/account/orders');
  await openListTab(page, 'Complete');
  await expectNoHorizontalScroll(page);
  await openListTab(page, 'Awaiting payment');
  await expectNoHorizontalScroll(page);

  // ── Cancelled from the list: nothing was paid, so nothing is refunded ──
  const row = orderRow(page, orderNumber);
  await expect(statusChip(row)).toHaveText('Payment failed');
  await row.getByRole('button', { name: `Cancel order ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
  await expect(dialog.getByTestId('cancel-refund-amount')).toHaveText('Nothing has been paid for this order, so there is nothing to refund.');
  await expect(dialog.getByText('Refunds take 3 to 5 business days.')).toHaveCount(0);
  await expectDialogButtonsReachable(page, dialog);
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-notice')).toHaveText(`Order ${orderNumber} has been cancelled.`);
  await expect(row).toHaveCount(0);
  await expectTabCount(page, 'Awaiting payment', before['Awaiting payment']);
  await expectTabCount(page, 'Cancelled', before.Cancelled + 1);
  await openListTab(page, 'Cancelled');
  await expect(statusChip(orderRow(page, orderNumber))).toHaveText('Cancelled');
  await expect(listTab(page, 'Cancelled')).toHaveAttribute('aria-selected', 'true');
  await expectNoHorizontalScroll(page);
  await expectContactButtonClearOfControls(page);

  // The order's page says so too, with nothing to refund.
  await page.goto(`/en/account/orders/${orderNumber}`);
  await expect(statusChip(section(page, 'Order summary'))).toHaveText('Cancelled');
  await expect(section(page, 'Refund')).toHaveCount(0);
  await expect(section(page, 'Payment')).toHaveCount(0);
});
