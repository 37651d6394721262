// The journeys on the gateway site of playwright.config.ts (tests/e2e/payments): a live shop's configuration — TWD
// through ECPay, KRW through PortOne, each against its fake — on its own server and database.
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './accounts';
import { FIXTURE_PASSWORD } from './e2e-fixtures';
import { type OrderPurpose, orderMember } from './order-fixtures';
import { acceptCaution, cardPhotos, chooseCurrency, expectStatementTotal, expectStep, fillCardLine, next, shipWith, uploadPhotos } from './orders';

export const GATEWAY_URL = process.env.E2E_GATEWAY_URL!;

/** The journey's member signs in on the gateway site (its own origin: the project's sameOrigin names the first site). */
export async function signInAtGateway(page: Page, testInfo: TestInfo, purpose: OrderPurpose): Promise<void> {
  const member = orderMember(testInfo.project.name, purpose);
  const response = await page.request.post('/api/login', { headers: { origin: GATEWAY_URL }, data: { email: member.email, password: FIXTURE_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * One Pokémon card, regular service, brought to the office (free), in `currency` — NT$650 (the Taiwan member's
 * wizard opens in TWD) or ₩25,000 (switched): on the payment step.
 */
export async function orderToPaymentStep(page: Page, testInfo: TestInfo, name: string, currency: 'TWD' | 'KRW'): Promise<void> {
  const photos = await cardPhotos(testInfo, 1);
  await page.goto('/en/grading/submit');
  await expectStep(page, 'Cards');
  if (currency === 'KRW') await chooseCurrency(page, testInfo, 'KRW');
  await fillCardLine(page, 1, { playerName: `${name} ${testInfo.project.name}`, year: 1999, auto: false });
  await expectStatementTotal(page, testInfo, currency === 'KRW' ? '₩25,000' : 'NT$650');
  await uploadPhotos(page, photos);
  await page.getByRole('checkbox', { name: 'I confirm that the cards I send match these photos.' }).check();
  await next(page, 'Next: shipping');
  await shipWith(page, 'Visit our office', 'Free');
  await acceptCaution(page);
  await expectStep(page, 'Payment');
}

/** The payment step's methods, in the order shown. */
export async function offeredMethods(page: Page): Promise<string[]> {
  const radios = page.getByRole('radiogroup').getByRole('radio');
  await expect(radios.first()).toBeVisible();
  const names: string[] = [];
  for (const radio of await radios.all()) names.push((await radio.getAttribute('value')) ?? '');
  return names;
}

/** Chooses the method, agrees to the terms and presses "Pay <amount>". */
export async function payWithMethod(page: Page, method: string, amount: string): Promise<void> {
  await page.getByRole('radio', { name: method, exact: true }).check();
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions of the grading service.' }).check();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}
