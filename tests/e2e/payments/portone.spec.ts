// Paying through PortOne (issue #26, docs/decisions/0038-portone.md), on the gateway site of playwright.config.ts — its
// KRW payments go to PortOne, here the fake PortOne, and PortOne's browser SDK script is answered with the fake's
// (tests/e2e/support/fake-portone-sdk.ts). A Korean-won order's payment step offers exactly the methods with a PortOne
// channel, in the documented order; KakaoPay paid in PortOne's window lands on /kakaopay and then on the complete page
// paid; a window closed by the payer lands back on the payment step with "Payment failed", and paying again by card
// works; a virtual account is issued and shown, and the deposit makes the order go ahead.
import { expect, test } from '../support/accounts';
import { useFakePortoneSdk } from '../support/fake-portone-sdk';
import { GATEWAY_URL, offeredMethods, orderToPaymentStep, payWithMethod, signInAtGateway } from '../support/gateway-site';
import { definition, fetchOrder, orderNumberOf } from '../support/orders';

const PORTONE_URL = process.env.E2E_PORTONE_URL!;
test.use({ baseURL: GATEWAY_URL });

test.beforeEach(async ({ page }) => {
  await useFakePortoneSdk(page, PORTONE_URL);
});

test('KakaoPay in PortOne’s window: back through /kakaopay, the order is paid', async ({ page }, testInfo) => {
  test.slow();
  await signInAtGateway(page, testInfo, 'portone');
  await orderToPaymentStep(page, testInfo, 'Mewtwo', 'KRW');
  // The methods with a PortOne channel on this site, in the order of docs/product/payments.md#payment-methods.
  expect(await offeredMethods(page)).toEqual(['CREDIT_CARD', 'VIRTUAL_ACCOUNT', 'TOSS_PAY', 'KAKAO_PAY', 'NAVER_PAY']);

  await payWithMethod(page, 'Kakao Pay', '₩25,000');
  await expect(page).toHaveURL(/\/en\/payments\/portone\/CG[0-9A-F]{30}$/);
  const window = page.getByRole('dialog', { name: 'PortOne (fake)' });
  await expect(window.getByRole('heading')).toHaveText('PortOne EASY_PAY KAKAOPAY');
  await expect(window.getByTestId('portone-amount')).toHaveText('₩25,000');
  await window.getByRole('button', { name: '결제하기 Pay' }).click();

  await expect(page).toHaveURL(/\/en\/grading\/submit\/complete\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  await expect(definition(page.getByRole('main'), 'Payment status')).toHaveText('Payment complete');
  const order = await fetchOrder(page, orderNumberOf(page));
  expect(order).toMatchObject({ status: 'PROCESSING', currency: 'KRW', totalAmount: 25_000 });
  expect(order.payment).toMatchObject({ method: 'KAKAO_PAY', status: 'PAID' });
});

test('the window closed: back on the payment step with "Payment failed"; paying again by card works', async ({ page }, testInfo) => {
  test.slow();
  await signInAtGateway(page, testInfo, 'portone');
  await orderToPaymentStep(page, testInfo, 'Eevee', 'KRW');
  await payWithMethod(page, 'Naver Pay', '₩25,000');
  await page.getByRole('dialog', { name: 'PortOne (fake)' }).getByRole('button', { name: '취소 Close' }).click();

  await expect(page).toHaveURL(/\/en\/grading\/submit\/payment\?order=.+&failed=1/);
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toBeVisible();
  const orderNumber = orderNumberOf(page);
  expect(await fetchOrder(page, orderNumber)).toMatchObject({ status: 'SAVED', payment: { method: 'NAVER_PAY', status: 'READY' } });

  await payWithMethod(page, 'Credit card', '₩25,000');
  const window = page.getByRole('dialog', { name: 'PortOne (fake)' });
  await expect(window.getByRole('heading')).toHaveText('PortOne CARD');
  await window.getByRole('button', { name: '결제하기 Pay' }).click();
  await expect(page).toHaveURL(`/en/grading/submit/complete?order=${orderNumber}`);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  expect(await fetchOrder(page, orderNumber)).toMatchObject({ status: 'PROCESSING', payment: { method: 'CREDIT_CARD', status: 'PAID' } });
});

test('a virtual account from PortOne: shown on the complete page; the deposit makes the order go ahead', async ({ page }, testInfo) => {
  test.slow();
  await signInAtGateway(page, testInfo, 'portone');
  await orderToPaymentStep(page, testInfo, 'Snorlax', 'KRW');
  await payWithMethod(page, 'Virtual account', '₩25,000');
  await expect(page).toHaveURL(/\/en\/payments\/portone\/CG[0-9A-F]{30}$/);
  const paymentId = /CG[0-9A-F]{30}/.exec(page.url())![0];
  await page.getByRole('dialog', { name: 'PortOne (fake)' }).getByRole('button', { name: '가상계좌 발급 Issue account' }).click();

  await expect(page).toHaveURL(/\/en\/grading\/submit\/complete\?order=/);
  const orderNumber = orderNumberOf(page);
  await expect(page.getByRole('heading', { name: 'Your order is placed: please make the deposit.' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Virtual account' });
  await expect(definition(account, 'Amount to pay')).toHaveText('₩25,000');
  expect(await fetchOrder(page, orderNumber)).toMatchObject({
    status: 'WAITING_FOR_DEPOSIT',
    payment: { method: 'VIRTUAL_ACCOUNT', status: 'PENDING_DEPOSIT' },
  });

  // The member transfers the money: PortOne tells the shop (its webhook), and the order goes ahead.
  const deposited = await page.request.post(`${PORTONE_URL}/fake/deposit`, { data: { paymentId } });
  expect(deposited.status(), await deposited.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  expect(await fetchOrder(page, orderNumber)).toMatchObject({ status: 'PROCESSING', payment: { method: 'VIRTUAL_ACCOUNT', status: 'PAID' } });
});
