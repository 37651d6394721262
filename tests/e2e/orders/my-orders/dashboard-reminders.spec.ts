// My page's reminders (issue #24; lib/shared/orders/reminders.ts): a paid order the member ships themselves waits for
// its tracking number, and my page says so with a link to the order; once the number is saved the reminder is gone.
// Desktop and 390 px.
import { expect, test } from '../../support/accounts';
import { loginOrderMember } from '../../support/orders';
import { approveCard, expectNoHorizontalScroll, placeOrder, section } from '../../support/my-orders';

test('a paid self-shipped order is on my page until its tracking number is entered', async ({ page }, testInfo) => {
  test.slow();
  await loginOrderMember(page, testInfo, 'reminders');
  const { orderNumber, checkout } = await placeOrder(page, testInfo, 'Credit card');
  await approveCard(page, checkout);

  // ── My page names the order and what to do ──
  await page.goto('/en/account/dashboard');
  const reminders = page.getByRole('region', { name: 'Waiting for you' });
  await expect(reminders).toBeVisible();
  const reminder = reminders.getByTestId('reminder-enterTracking').filter({ hasText: orderNumber });
  await expect(reminder).toHaveText(
    `Order ${orderNumber} is paid: enter the tracking number of your parcel so the lab can expect your cards. Enter the tracking number`,
  );
  await expectNoHorizontalScroll(page);

  // ── Its link opens the order, where the number is entered ──
  await reminder.getByRole('link', { name: 'Enter the tracking number' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/account/orders/${orderNumber}$`));
  const delivery = section(page, 'Delivery');
  await delivery.getByRole('combobox', { name: 'Courier' }).selectOption({ label: 'T-Cat' });
  await delivery.getByRole('textbox', { name: 'Tracking number' }).fill(`6201-${String(Date.now()).slice(-8)}`);
  await delivery.getByRole('button', { name: 'Save tracking number' }).click();
  await expect(page.getByTestId('order-notice')).toHaveText('The tracking number has been saved.');

  // ── Done: the reminder is gone ──
  await page.goto('/en/account/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('reminder-enterTracking').filter({ hasText: orderNumber })).toHaveCount(0);
});
