// Coupons (docs/product/payments.md#coupons, docs/decisions/0039-coupons.md; issue #26): an ADMIN creates a fixed
// coupon in the back office; the member's unknown code is told so; the right code on the payment step shows the
// server's discount and new total, the sandbox gateway charges that total, and the order page shows the discount line.
// Desktop and 390 px (the desktop and mobile projects), each with its own member and its own coupon code.
import { expect, loginByApi, test } from '../support/accounts';
import { COUPONS_ADMIN, FIXTURE_PASSWORD } from '../support/e2e-fixtures';
import { chooseMethodAndAgree, expectSandboxPage, fetchOrder, loginOrderMember, oneKrwCardToPayment, orderNumberOf } from '../support/orders';

test('a coupon created by staff is applied on the payment step and the gateway charges the discounted total', async ({
  page,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  test.slow();
  const code = `E2E${testInfo.project.name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

  // ── Staff create a ₩5,000 coupon, in their own browser ──
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale } = testInfo.project.use;
  const staff = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, extraHTTPHeaders });
  try {
    const admin = await staff.newPage();
    await loginByApi(admin, testInfo, { email: COUPONS_ADMIN.email, password: FIXTURE_PASSWORD });
    await admin.goto('/en/admin/coupons');
    await expect(admin.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await admin.getByRole('button', { name: 'New coupon' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByLabel('Code').fill(code.toLowerCase());
    await dialog.getByRole('combobox', { name: 'Currency' }).click();
    await admin.getByRole('option', { name: 'KRW', exact: true }).click();
    await dialog.getByLabel('Value').fill('5000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText(code, { exact: true })).toBeVisible();
    await expect(admin.getByText('0 used (no limit)', { exact: false }).first()).toBeVisible();
  } finally {
    await staff.close();
  }

  // ── The member orders one Pokémon card in KRW (₩25,000, brought to the office: free) ──
  await loginOrderMember(page, testInfo, 'coupon');
  await oneKrwCardToPayment(page, testInfo, 'Eevee', 2016);

  // ── The payment step: method and terms (every step is checked before the order is made for the code), then the coupon ──
  await chooseMethodAndAgree(page, 'Credit card');
  const field = page.getByLabel('Coupon code');
  await field.fill('NOSUCHCODE1');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This coupon code does not exist.' })).toBeVisible();
  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const couponField = page.getByRole('region', { name: 'Coupon', exact: true });
  await expect(couponField.getByText(`Coupon ${code} applied`)).toBeVisible();
  await expect(couponField.getByText('−₩5,000')).toBeVisible();
  // The statement follows (beside the form on a wide screen; the total bar at the bottom of a phone).
  if (testInfo.project.name === 'mobile') {
    await expect(page.locator('[data-bottom-bar]')).toContainText('₩20,000');
  } else {
    const statement = page.getByRole('region', { name: 'Order statement' });
    await expect(statement.getByText('Coupon discount')).toBeVisible();
    await expect(statement.getByText('−₩5,000')).toBeVisible();
    await expect(statement.getByText('₩20,000')).toBeVisible();
  }

  // ── Pay: the gateway charges ₩20,000 ──
  await page.getByRole('button', { name: 'Pay ₩20,000' }).click();
  const checkout = await expectSandboxPage(page, '₩20,000', 'Credit card');
  await checkout.getByRole('button', { name: 'Approve card payment' }).click();
  await expect(page).toHaveURL(/\/en\/grading\/submit\/complete\?order=/);
  const orderNumber = orderNumberOf(page);
  const order = await fetchOrder(page, orderNumber);
  expect(order).toMatchObject({ status: 'PROCESSING', totalPrice: 25_000, discountAmount: 5_000, totalAmount: 20_000 });
  expect(order.payment).toMatchObject({ method: 'CREDIT_CARD', status: 'PAID', amount: 20_000 });

  // ── The order page shows the discount ──
  await page.goto(`/en/account/orders/${orderNumber}`);
  const totals = page.locator('#totals');
  await expect(totals.getByText('Coupon discount')).toBeVisible();
  await expect(totals.getByText('−₩5,000')).toBeVisible();
  await expect(totals.getByText('₩20,000')).toBeVisible();
});
