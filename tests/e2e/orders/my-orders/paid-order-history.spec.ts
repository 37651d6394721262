// My orders 1 (docs/product/order-lifecycle.md#order-list-tabs, docs/product/order-lifecycle.md#order-detail,
// docs/product/order-lifecycle.md#progress-bar, docs/product/order-lifecycle.md#order-events-and-notifications): a
// member pays a self-shipping order by card through the wizard and the sandbox gateway, finds it in "My orders"
// under "In process" (the tab's count goes up by one; the type filter keeps it under "Grading" only), opens it from
// its row and reads the summary, the progress bar at "Waiting for cards" and the history — status changes in the
// page's language (English, then the default Traditional Chinese), never the internal notes the server writes
// ("submitted", "Paid 800 TWD by CREDIT_CARD (sandbox sbx_…)").
import { expect, test } from '../../support/accounts';
import { definition, loginOrderMember } from '../../support/orders';
import {
  ORDER_TOTAL,
  approveCard,
  currentProgressStep,
  expectNoHorizontalScroll,
  expectTabCount,
  fetchOrderDetail,
  listTab,
  openListTab,
  openOrderFromRow,
  orderRow,
  placeOrder,
  progressSteps,
  section,
  statusChip,
  tabCounts,
  timelineRows,
} from '../../support/my-orders';

/** What the server writes into the events' notes (lib/server/orders/submit-order.ts, settle-payment.ts). */
const INTERNAL_NOTES = [/\bsubmitted\b(?<!Order submitted)/, /sbx_/, /CREDIT_CARD/, /sandbox/i, /Paid \d/, /\bTWD\b/];

test('a paid order is found under "In process" with its progress and history', async ({ page }, testInfo) => {
  test.slow();
  await loginOrderMember(page, testInfo, 'history');
  const before = await tabCounts(page);

  const { orderNumber, checkout } = await placeOrder(page, testInfo, 'Credit card');
  await approveCard(page, checkout);

  // ── My orders: the new order counts under "All" and "In process" ──
  await page.goto('/en/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(listTab(page, 'All')).toHaveAttribute('aria-selected', 'true');
  await expectTabCount(page, 'All', before.All + 1);
  await expectTabCount(page, 'In process', before['In process'] + 1);
  await expectTabCount(page, 'Awaiting payment', before['Awaiting payment']);
  await expectNoHorizontalScroll(page);

  await openListTab(page, 'In process');
  const row = orderRow(page, orderNumber);
  await expect(row).toBeVisible();
  // The row in words: status, type, the card, the total; a paid order offers neither "Pay now" nor "Cancel".
  await expect(statusChip(row)).toHaveText('Waiting for your cards — enter the tracking number');
  await expect(definition(row, 'Type')).toHaveText('Grading · Regular');
  await expect(definition(row, 'Cards')).toHaveText(`Pikachu ${testInfo.project.name} (1 card)`);
  await expect(definition(row, 'Total')).toHaveText(ORDER_TOTAL);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row.getByRole('link')).toHaveCount(1);

  // The type filter: a grading order, not a reholder.
  const types = page.getByRole('group', { name: 'Order type' });
  await expect(types.getByRole('button', { name: 'All types' })).toHaveAttribute('aria-pressed', 'true');
  await types.getByRole('button', { name: 'Reholder', exact: true }).click();
  await expect(page).toHaveURL(/[?&]type=REHOLDER(&|$)/);
  await expect(row).toHaveCount(0);
  await types.getByRole('button', { name: 'Grading', exact: true }).click();
  await expect(page).toHaveURL(/[?&]type=GRADING(&|$)/);
  await expect(row).toBeVisible();
  await expect(listTab(page, 'In process')).toHaveAttribute('aria-selected', 'true');
  await types.getByRole('button', { name: 'All types' }).click();
  await expect(row).toBeVisible();

  // ── The order's page, from its row ──
  await openOrderFromRow(page, orderNumber);
  const summary = section(page, 'Order summary');
  await expect(statusChip(summary)).toHaveText('Waiting for your cards — enter the tracking number');
  await expect(definition(summary, 'Order number')).toHaveText(orderNumber);
  await expect(definition(summary, 'Type')).toHaveText('Grading · Regular');
  await expect(definition(summary, 'Cards')).toHaveText('1 card');
  await expect(definition(summary, 'Paid')).not.toHaveText('Not yet');
  await expect(definition(summary, 'Cards received')).toHaveText('Not yet');
  await expect(definition(summary, 'Payment method')).toHaveText('Credit card');
  await expect(definition(summary, 'Payment status')).toHaveText('Paid');
  await expect(summary.getByTestId('estimated-completion')).toHaveText(/\S/);
  await expect(summary.getByText(/^This is an estimate\. Business days are counted from the day your cards arrive/)).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(definition(section(page, 'Amount'), 'Total')).toHaveText(ORDER_TOTAL);
  // Paid: nothing to pay here.
  await expect(section(page, 'Payment')).toHaveCount(0);

  // The progress bar: seven steps, payment done, waiting for the cards.
  await expect(currentProgressStep(page)).toHaveCount(1);
  await expect(currentProgressStep(page)).toHaveText('Waiting for cards (current step)');
  await expect(progressSteps(page)).toHaveText([
    'Payment completed',
    'Waiting for cards (current step)',
    'Head office',
    'Grading',
    'Branch office',
    'In transit',
    'Delivered',
  ]);

  // The history: what happened, in words, oldest first; who did it; never the server's notes.
  expect(await timelineRows(page)).toEqual(['Order submitted', 'Payment completed / Waiting for you to send the cards and enter the tracking number']);
  const history = section(page, 'History');
  await expect(history.getByText(/ · by you$/)).toHaveCount(1);
  await expect(history.getByText(/ · automatic$/)).toHaveCount(1);
  const historyText = (await history.textContent()) ?? '';
  for (const note of INTERNAL_NOTES) expect(historyText).not.toMatch(note);
  await expectNoHorizontalScroll(page);

  // What the server stored: the two status changes the page words.
  const order = await fetchOrderDetail(page, orderNumber);
  expect(order).toMatchObject({
    status: 'PROCESSING',
    processingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
    tab: 'inProcess',
    progressStep: 1,
    totalAmount: 800,
  });
  expect(order.timeline.map((entry) => [entry.toStatus, entry.toProcessing, entry.by])).toEqual([
    ['SAVED', null, 'member'],
    ['PROCESSING', 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', 'system'],
  ]);

  // ── The same page in the default language (Traditional Chinese): the history is all in Chinese ──
  await page.goto(`/account/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `訂單 ${orderNumber}` })).toBeVisible();
  const zhHistory = section(page, '訂單紀錄');
  await expect(zhHistory.getByRole('listitem')).toHaveCount(2);
  await expect(zhHistory.getByText('已送出訂單', { exact: true })).toBeVisible();
  await expect(zhHistory.getByText('付款完成', { exact: true })).toBeVisible();
  await expect(zhHistory.getByText('等待您寄出卡片並輸入貨運單號', { exact: true })).toBeVisible();
  // No Latin letters at all: no English label left untranslated, no note, no status name.
  expect((await zhHistory.textContent()) ?? '').not.toMatch(/[A-Za-z]/);
  await expect(currentProgressStep(page, '處理進度')).toHaveText('等待卡片 (目前步驟)');

  // Back to the list from the order's page.
  await page.goto(`/en/account/orders/${orderNumber}`);
  await page.getByRole('link', { name: 'Back to my orders' }).click();
  await expect(page).toHaveURL(/\/en\/account\/orders$/);
  await expect(orderRow(page, orderNumber)).toBeVisible();
});
