// Order journey 5 (docs/product/errors-and-messages.md#payments 'Payment failed';
// docs/product/order-lifecycle.md#order-status-transitions: SAVED → PAYMENT_FAILED → SAVED (retry)): the card issuer
// declines on the sandbox gateway, the member is back on the payment step with 'Payment failed' and the order
// PAYMENT_FAILED; a browser without the draft can pay the order from the link too (declined again here); the member
// then goes back to the cards, changes the quantity and pays: the same order is changed in place and repriced (no
// second order, its photo still attached — docs/decisions/0010-wizard-currency-and-unpaid-orders.md, issue #9) and
// the payment succeeds.
import { expect, test } from '../support/accounts';
import {
  acceptCaution,
  definition,
  expectSandboxPage,
  expectStatementTotal,
  expectStep,
  fetchOrder,
  fillCardLine,
  loginOrderMember,
  next,
  oneKrwCardToPayment,
  orderNumberOf,
  payWith,
  shipWith,
} from '../support/orders';

test('a declined card payment, then paying again works', async ({ page, browser, extraHTTPHeaders }, testInfo) => {
  test.slow();
  await loginOrderMember(page, testInfo, 'declined');
  // One Pokémon card, regular service in KRW (switched from the Taiwan member's TWD): ₩25,000; brought to the
  // office: free.
  await oneKrwCardToPayment(page, testInfo, 'Mewtwo', 1999);

  // ── The issuer declines ──
  let checkout = await payWith(page, 'Credit card', '₩25,000');
  const orderNumber = (await definition(checkout, 'Order number').textContent())!.trim();
  await checkout.getByRole('button', { name: 'Decline card payment' }).click();

  await expect(page).toHaveURL(/\/en\/grading\/submit\/payment\?order=.+&failed=1/);
  expect(orderNumberOf(page)).toBe(orderNumber);
  await expectStep(page, 'Payment');
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toHaveText('Payment failed — Please try again or choose another payment method.');
  let order = await fetchOrder(page, orderNumber);
  expect(order).toMatchObject({ status: 'PAYMENT_FAILED', totalAmount: 25_000 });
  expect(order.payment).toMatchObject({ method: 'CREDIT_CARD', status: 'FAILED' });
  expect(order.paidAt).toBeNull();

  // ── Another browser without the draft opens the payment link: it pays the existing order ──
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale } = testInfo.project.use;
  const device = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, extraHTTPHeaders });
  try {
    const other = await device.newPage();
    await loginOrderMember(other, testInfo, 'declined');
    await other.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(other.getByText(`Order ${orderNumber}`, { exact: true })).toBeVisible();
    await expect(other.getByRole('alert').filter({ hasText: 'Payment failed' })).toBeVisible();
    await other.getByRole('radio', { name: 'Credit card', exact: true }).check();
    const retry = other.getByRole('button', { name: 'Pay ₩25,000' });
    await retry.click();
    await expect(other.getByText('Please agree to our terms and conditions to continue with our service.')).toBeVisible();
    await other.getByRole('checkbox', { name: 'I agree to the terms and conditions of the grading service.' }).check();
    await retry.click();
    const again = await expectSandboxPage(other, '₩25,000', 'Credit card');
    await expect(definition(again, 'Order number')).toHaveText(orderNumber);
    // Declined once more: back on the link's page.
    await again.getByRole('button', { name: 'Decline card payment' }).click();
    await expect(other).toHaveURL(/\/en\/grading\/submit\/payment\?order=.+&failed=1/);
    await expect(other.getByText(`Order ${orderNumber}`, { exact: true })).toBeVisible();
    expect((await fetchOrder(other, orderNumber)).status).toBe('PAYMENT_FAILED');
  } finally {
    await device.close();
  }

  // ── Back in the first browser: back to the cards, one more copy of the card, then pay again ──
  await expect(page.getByRole('radio', { name: 'Credit card', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'I agree to the terms and conditions of the grading service.' })).toBeChecked();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectStep(page, 'Caution');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectStep(page, 'Shipping');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectStep(page, 'Cards');
  await fillCardLine(page, 1, { quantity: 2 });
  await expectStatementTotal(page, testInfo, '₩50,000');
  await next(page, 'Next: shipping');
  await shipWith(page, 'Visit our office', 'Free');
  await acceptCaution(page);
  await expect(page.getByRole('radio', { name: 'Credit card', exact: true })).toBeChecked();

  // The same order, changed in place and repriced; the photo it holds is still its own.
  await page.getByRole('button', { name: 'Pay ₩50,000' }).click();
  checkout = await expectSandboxPage(page, '₩50,000', 'Credit card');
  await expect(definition(checkout, 'Order number')).toHaveText(orderNumber);
  await checkout.getByRole('button', { name: 'Approve card payment' }).click();

  await expect(page).toHaveURL(/\/en\/grading\/submit\/complete\?order=/);
  expect(orderNumberOf(page)).toBe(orderNumber);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  await expect(definition(page.getByRole('main'), 'Payment status')).toHaveText('Payment complete');
  order = await fetchOrder(page, orderNumber);
  expect(order).toMatchObject({ status: 'PROCESSING', totalQt: 2, totalAmount: 50_000, shippingMethod: 'VISIT' });
  expect(order.items).toEqual([expect.objectContaining({ quantity: 2, price: 25_000, amount: 50_000 })]);
  expect(order.payment).toMatchObject({ method: 'CREDIT_CARD', status: 'PAID', amount: 50_000 });
  expect(order.paidAt).not.toBeNull();
});
