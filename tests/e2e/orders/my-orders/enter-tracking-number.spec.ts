// My orders 4 (docs/product/order-lifecycle.md#tracking-numbers, docs/product/order-lifecycle.md#rule-sets-by-display-status,
// docs/decisions/0009-refund-accounts-and-couriers.md, docs/decisions/0008-cancellation-and-refund-outcomes.md §1): a
// member who ships the cards reads where to send them and how to pack them, enters the courier and the tracking
// number (required fields and the number's format checked under the fields, the note's counter), and a double click
// on "Save tracking number" sends one request. The order then waits for the cards (SHIPPING_IN) with the parcel
// shown, the number can still be corrected, and a cancellation would now keep the delivery cost.
import type { Request } from '@playwright/test';
import { expect, test } from '../../support/accounts';
import { definition, loginOrderMember } from '../../support/orders';
import {
  approveCard,
  currentProgressStep,
  expectContactButtonClearOfControls,
  expectNoHorizontalScroll,
  fetchOrderDetail,
  openListTab,
  openOrderFromRow,
  orderRow,
  placeOrder,
  section,
  statusChip,
  timelineRows,
} from '../../support/my-orders';

test('a tracking number is entered once for a self-shipped order', async ({ page }, testInfo) => {
  test.slow();
  await loginOrderMember(page, testInfo, 'tracking');
  const { orderNumber, checkout } = await placeOrder(page, testInfo, 'Credit card');
  await approveCard(page, checkout);
  await page.goto('/en/account/orders');
  await openListTab(page, 'In process');
  await openOrderFromRow(page, orderNumber);

  // ── Where to send the cards, and how ──
  const delivery = section(page, 'Delivery');
  await expect(delivery.getByRole('heading', { name: 'Where to send your cards' })).toBeVisible();
  await expect(delivery.getByText('Send the parcel to our head office:')).toBeVisible();
  const office = delivery.getByTestId('head-office-address');
  await expect(office).toBeVisible();
  expect(((await office.textContent()) ?? '').trim().length).toBeGreaterThan(10);
  await expect(delivery.getByText(`Write the order number ${orderNumber} clearly on the parcel.`)).toBeVisible();
  await expect(delivery.getByRole('heading', { name: 'Enter the tracking number' })).toBeVisible();

  const courier = delivery.getByRole('combobox', { name: 'Courier' });
  const number = delivery.getByRole('textbox', { name: 'Tracking number' });
  const note = delivery.getByRole('textbox', { name: 'Note (optional)' });
  const save = delivery.getByRole('button', { name: 'Save tracking number' });
  // Taiwanese couriers for a TWD order, nothing chosen yet.
  await expect(courier).toHaveValue('');
  await expect(courier.locator('option')).toContainText(['Choose a courier', 'T-Cat', 'HCT Logistics', 'Chunghwa Post']);
  await expect(delivery.getByText('0 / 200', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectContactButtonClearOfControls(page);

  // ── The fields are checked before anything is sent ──
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === `/api/orders/${orderNumber}/tracking`) sent.push(request);
  });
  await save.click();
  await expect(delivery.getByText('Please choose the courier.')).toBeVisible();
  await expect(delivery.getByText('Please enter the tracking number.')).toBeVisible();
  await courier.selectOption({ label: 'T-Cat' });
  await number.fill('62#01');
  await save.click();
  await expect(delivery.getByText('Please choose the courier.')).toBeHidden();
  await expect(delivery.getByText('Enter the tracking number as printed: letters, digits, spaces or dashes, up to 200 characters.')).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toHaveLength(0);

  const noteText = 'Left at the 7-ELEVEN counter';
  await note.fill(noteText);
  await expect(delivery.getByText(`${noteText.length} / 200`, { exact: true })).toBeVisible();
  const trackingNumber = `6201-${String(Date.now()).slice(-8)}`;
  await number.fill(trackingNumber);

  // ── A double click saves once ──
  await save.dblclick();
  const notice = page.getByTestId('order-notice');
  await expect(notice).toHaveText('The tracking number has been saved.');
  // Give a second request time to show up, had one been sent.
  await page.waitForLoadState('networkidle');
  expect(sent).toHaveLength(1);

  // ── Waiting for the cards, the parcel shown ──
  const summary = section(page, 'Order summary');
  await expect(statusChip(summary)).toHaveText('Waiting for your cards');
  const parcel = delivery.getByRole('region', { name: 'Your parcel to us' });
  await expect(definition(parcel, 'Courier')).toHaveText('T-Cat');
  await expect(definition(parcel, 'Tracking number')).toHaveText(trackingNumber);
  await expect(definition(parcel, 'Note')).toHaveText(noteText);
  await expect(definition(parcel, 'Entered')).toHaveText(/\d{2}:\d{2}$/);
  // Still correctable until the parcel arrives.
  await expect(delivery.getByRole('heading', { name: 'Correct the tracking number' })).toBeVisible();
  await expect(delivery.getByRole('button', { name: 'Update tracking number' })).toBeVisible();
  await expect(number).toHaveValue(trackingNumber);
  await expect(currentProgressStep(page)).toHaveText('Waiting for cards (current step)');
  expect((await timelineRows(page)).at(-1)).toBe('Cards on their way to the head office');
  await expectNoHorizontalScroll(page);

  const order = await fetchOrderDetail(page, orderNumber);
  expect(order).toMatchObject({
    status: 'PROCESSING',
    processingStatus: 'SHIPPING_IN',
    displayStatus: 'SHIPPING_IN',
    trackingIn: { courier: 'TCAT', trackingNumber, note: noteText },
  });
  expect(order.timeline.filter((entry) => entry.toProcessing === 'SHIPPING_IN')).toHaveLength(1);

  // The cards are travelling: a cancellation now keeps the delivery cost to send them back (decision 0008 §1).
  await summary.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
  await expect(dialog.getByTestId('cancel-refund-amount')).toHaveText('NT$650 will be refunded.');
  await expect(dialog.getByText('Your cards are already on their way to us: the delivery cost of NT$150 is kept to send them back to you.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(dialog).toBeHidden();

  // The list says the same.
  await page.getByRole('link', { name: 'Back to my orders' }).click();
  await openListTab(page, 'In process');
  await expect(statusChip(orderRow(page, orderNumber))).toHaveText('Waiting for your cards');
});
