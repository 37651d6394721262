// Paying through ECPay (issue #26, docs/decisions/0037-ecpay.md), on the gateway site of playwright.config.ts — a
// Taiwan shop whose TWD payments go to ECPay, here the fake ECPay written from ECPay's documentation. A Taiwan member's
// payment step offers exactly ECPay's methods in the documented order; a card is paid on ECPay's page and the member
// comes back to the complete page with the order paid (ECPay's signed notification reached our callback first); a
// convenience-store code is issued, shown on the complete page, and the order goes ahead when the store takes the money.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/accounts';
import { GATEWAY_URL, offeredMethods, orderToPaymentStep, payWithMethod, signInAtGateway } from '../support/gateway-site';
import { definition, fetchOrder, orderNumberOf } from '../support/orders';

const ECPAY_URL = process.env.E2E_ECPAY_URL!;
test.use({ baseURL: GATEWAY_URL });

async function payOn(page: Page, method: string) {
  await payWithMethod(page, method, 'NT$650');
  // Our checkout page posts the signed form by itself: the member lands on ECPay's page.
  await expect(page).toHaveURL(`${ECPAY_URL}/Cashier/AioCheckOut/V5`);
  await expect(page.getByTestId('ecpay-amount')).toHaveText('NT$650');
}

test('a Taiwan order paid by card on ECPay’s page; back on the shop, the order is paid', async ({ page }, testInfo) => {
  test.slow();
  await signInAtGateway(page, testInfo, 'ecpay');
  await orderToPaymentStep(page, testInfo, 'Charizard', 'TWD');

  // Exactly ECPay's methods, in the order of docs/product/payments.md#payment-methods.
  expect(await offeredMethods(page)).toEqual(['CREDIT_CARD', 'VIRTUAL_ACCOUNT', 'EC_PAY']);

  await payOn(page, 'Credit card');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('信用卡付款 Credit card');
  await page.getByRole('button', { name: '付款 Pay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('交易成功 Payment complete');
  await page.getByRole('link', { name: '返回商店 Back to the shop' }).click();

  await expect(page).toHaveURL(/\/en\/grading\/submit\/complete\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  await expect(definition(page.getByRole('main'), 'Payment status')).toHaveText('Payment complete');
  const order = await fetchOrder(page, orderNumberOf(page));
  expect(order).toMatchObject({ status: 'PROCESSING', currency: 'TWD', totalAmount: 650 });
  expect(order.payment).toMatchObject({ method: 'CREDIT_CARD', status: 'PAID' });
});

test('a Taiwan order paid with a convenience-store code: the code is shown, the store takes the money, the order goes ahead', async ({ page }, testInfo) => {
  test.slow();
  await signInAtGateway(page, testInfo, 'ecpay');
  await orderToPaymentStep(page, testInfo, 'Pikachu', 'TWD');
  await payOn(page, 'Convenience store (ECPay)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('超商代碼繳費 Convenience-store code');
  const code = (await page.getByTestId('ecpay-code').textContent())!.trim();
  expect(code).toMatch(/^LLL\d{8}$/);
  const tradeNo = (await definition(page.getByRole('main'), 'MerchantTradeNo').textContent())!.trim();
  await page.getByRole('link', { name: '返回商店 Back to the shop' }).click();

  // Back on the shop: waiting for the money, with the same code and its deadline.
  await expect(page).toHaveURL(/\/en\/grading\/submit\/complete\?order=/);
  const orderNumber = orderNumberOf(page);
  await expect(page.getByRole('heading', { name: 'Your order is placed: please make the deposit.' })).toBeVisible();
  const codeBox = page.getByRole('region', { name: 'Convenience-store payment code' });
  await expect(definition(codeBox, 'Payment code')).toHaveText(code);
  await expect(definition(codeBox, 'Amount to pay')).toHaveText('NT$650');
  expect((await fetchOrder(page, orderNumber)).status).toBe('WAITING_FOR_DEPOSIT');

  // The member pays at the counter: ECPay tells the shop, and the order goes ahead.
  const paid = await page.request.post(`${ECPAY_URL}/Fake/Deposit`, { form: { MerchantTradeNo: tradeNo } });
  expect(paid.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  expect(await fetchOrder(page, orderNumber)).toMatchObject({ status: 'PROCESSING', payment: { method: 'EC_PAY', status: 'PAID' } });
});

test('Back from ECPay’s page: the same trade is not posted again; paying again from the order opens a new one', async ({ page }, testInfo) => {
  test.slow();
  await signInAtGateway(page, testInfo, 'ecpay');
  await orderToPaymentStep(page, testInfo, 'Mew', 'TWD');
  await payOn(page, 'Credit card');
  const firstTrade = (await definition(page.getByRole('main'), 'MerchantTradeNo').textContent())!.trim();

  // The member changes their mind on ECPay's page and presses Back: our page does not post the same trade number
  // again (ECPay would refuse it as a duplicate); it sends them to their order to pay again.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Back from ECPay' })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`^${ECPAY_URL}`));
  await page.getByRole('link', { name: 'Go to the order' }).click();
  await expect(page).toHaveURL(/\/en\/account\/orders\/G\d+#pay$/);
  const orderNumber = /\/account\/orders\/(G\d+)#pay$/.exec(page.url())![1]!;

  // Paying again opens a new trade on ECPay, paid this time.
  const payment = page.getByRole('region', { name: 'Payment', exact: true });
  await payment.getByRole('radio', { name: 'Credit card', exact: true }).check();
  await payment.getByRole('button', { name: 'Pay NT$650' }).click();
  await expect(page).toHaveURL(`${ECPAY_URL}/Cashier/AioCheckOut/V5`);
  const secondTrade = (await definition(page.getByRole('main'), 'MerchantTradeNo').textContent())!.trim();
  expect(secondTrade).not.toBe(firstTrade);
  await page.getByRole('button', { name: '付款 Pay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('交易成功 Payment complete');
  expect(await fetchOrder(page, orderNumber)).toMatchObject({ status: 'PROCESSING', payment: { method: 'CREDIT_CARD', status: 'PAID' } });
});
