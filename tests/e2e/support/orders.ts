// Helpers of the order journeys (tests/e2e/orders): the fixture members, real JPEG photos made at run
// time, the wizard's controls on both projects (the statement is a side panel on desktop and a bottom
// sheet on the 390 px project), the sandbox gateway's page and the order API.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Locator, type Page, type TestInfo, expect } from '@playwright/test';
import sharp from 'sharp';
import { loginByApi, sameOrigin } from './accounts';
import { FIXTURE_PASSWORD } from './e2e-fixtures';
import { type OrderFixtureMember, type OrderPurpose, orderMember } from './order-fixtures';

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Logs the journey's fixture member of this project in (verified phone, default return address). */
export async function loginOrderMember(page: Page, testInfo: TestInfo, purpose: OrderPurpose): Promise<OrderFixtureMember> {
  const member = orderMember(testInfo.project.name, purpose);
  await loginByApi(page, testInfo, { email: member.email, password: FIXTURE_PASSWORD });
  return member;
}

/**
 * Real JPEG photos of "cards" (1200×1600, a card-shaped panel with text and noise, different on every
 * call so no two uploads are the same file), written to the test's output folder.
 */
export async function cardPhotos(testInfo: TestInfo, count: number): Promise<string[]> {
  const folder = testInfo.outputPath('photos');
  fs.mkdirSync(folder, { recursive: true });
  const files: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const hue = randomInt(0, 360);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600">
      <rect x="0" y="0" width="1200" height="1600" fill="hsl(${hue},25%,88%)"/>
      <rect x="180" y="220" width="840" height="1170" rx="36" fill="hsl(${(hue + 180) % 360},55%,45%)" stroke="#222" stroke-width="14"/>
      <rect x="240" y="300" width="720" height="560" fill="hsl(${(hue + 90) % 360},60%,70%)"/>
      <circle cx="600" cy="580" r="${180 + randomInt(0, 60)}" fill="hsl(${(hue + 30) % 360},80%,55%)"/>
      <text x="600" y="1000" font-size="72" text-anchor="middle" font-family="sans-serif" fill="#fff">E2E CARD ${index + 1}</text>
      <text x="600" y="1110" font-size="48" text-anchor="middle" font-family="sans-serif" fill="#fff">${testInfo.project.name} ${Date.now()}</text>
    </svg>`;
    const noise = Buffer.alloc(1200 * 1600 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = randomInt(0, 24);
    const file = path.join(folder, `card-${index + 1}-${randomInt(1e6, 1e7)}.jpg`);
    await sharp(noise, { raw: { width: 1200, height: 1600, channels: 3 } })
      .composite([{ input: Buffer.from(svg), blend: 'over' }])
      .jpeg({ quality: 85 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

/** Gives the files to the photo dropzone and waits for their thumbnails. */
export async function uploadPhotos(page: Page, files: string[]): Promise<void> {
  const dropzone = page.getByRole('region', { name: 'Photos of your cards' });
  const before = await dropzone.getByRole('img', { name: /^Photo \d+$/ }).count();
  await dropzone.locator('input[type="file"]').setInputFiles(files);
  const total = before + files.length;
  await expect(dropzone.getByText(`${total} / 100 photos`)).toBeVisible({ timeout: 30_000 });
  for (let index = 1; index <= total; index += 1) {
    const thumbnail = dropzone.getByRole('img', { name: `Photo ${index}`, exact: true });
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(thumbnail).toBeVisible();
    // The thumbnail really loaded (the server made it from the JPEG).
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}

/** The card line "Card n" of the general / quick wizard (its name runs on into the line's price). */
export function cardLine(page: Page, number: number): Locator {
  return page.getByRole('region', { name: new RegExp(`^Card ${number}(?!\\d)`) });
}

/** Picks an option of a MUI select (a combobox with a listbox popup). */
export async function choose(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await combobox.click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(listbox).toBeHidden();
}

export interface CardLineInput {
  category?: 'Pokémon' | 'Yu-Gi-Oh!' | 'Other trading cards' | 'Sports' | 'Other';
  sport?: string;
  year?: number;
  cardNumber?: string;
  setName?: string;
  brand?: string;
  playerName?: string;
  description?: string;
  quantity?: number;
  minimumGrade?: string;
  auto?: boolean;
  signer?: string;
}

/** Fills one card line; only the given fields are touched. */
export async function fillCardLine(page: Page, number: number, input: CardLineInput): Promise<Locator> {
  const line = cardLine(page, number);
  if (input.category) await choose(page, line.getByRole('combobox', { name: 'Card type' }), input.category);
  if (input.sport) await choose(page, line.getByRole('combobox', { name: 'Sport / genre' }), input.sport);
  if (input.year !== undefined) await line.getByRole('spinbutton', { name: 'Year' }).fill(String(input.year));
  if (input.cardNumber !== undefined) await line.getByRole('textbox', { name: 'Card number' }).fill(input.cardNumber);
  if (input.setName !== undefined) await line.getByRole('textbox', { name: 'Set name' }).fill(input.setName);
  if (input.brand !== undefined) await line.getByRole('textbox', { name: 'Brand' }).fill(input.brand);
  if (input.playerName !== undefined) await line.getByRole('textbox', { name: /^Player or card name/ }).fill(input.playerName);
  if (input.description !== undefined) await line.getByRole('textbox', { name: 'Card info' }).fill(input.description);
  if (input.quantity !== undefined) await line.getByRole('spinbutton', { name: /^Quantity/ }).fill(String(input.quantity));
  if (input.minimumGrade !== undefined) await choose(page, line.getByRole('combobox', { name: 'Minimum grade' }), input.minimumGrade);
  if (input.auto !== undefined) {
    await line
      .getByRole('radiogroup')
      .getByRole('radio', { name: input.auto ? 'Yes' : 'No' })
      .check();
  }
  if (input.signer !== undefined) await line.getByRole('textbox', { name: 'Signer' }).fill(input.signer);
  return line;
}

/**
 * The order statement where the member reads it: the side panel on desktop, the bottom sheet on the
 * 390 px project (opened here; close it with closeStatement).
 */
export async function openStatement(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!isMobile(testInfo)) return page.getByRole('region', { name: 'Order statement' });
  await page.getByRole('button', { name: 'Details' }).click();
  const sheet = page.getByRole('dialog', { name: 'Order statement' });
  await expect(sheet).toBeVisible();
  return sheet;
}

export async function closeStatement(page: Page, testInfo: TestInfo): Promise<void> {
  if (!isMobile(testInfo)) return;
  const sheet = page.getByRole('dialog', { name: 'Order statement' });
  await sheet.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(sheet).toBeHidden();
}

/**
 * Chooses the statement's currency (a new draft opens in the member's region currency: TWD for the Taiwan fixture
 * members, docs/decisions/0010-wizard-currency-and-unpaid-orders.md).
 */
export async function chooseCurrency(page: Page, testInfo: TestInfo, currency: 'TWD' | 'USD' | 'KRW'): Promise<void> {
  const statement = await openStatement(page, testInfo);
  await choose(page, statement.getByRole('combobox', { name: 'Currency' }), currency);
  await closeStatement(page, testInfo);
}

/** The statement's currency as the wizard shows it. */
export async function expectCurrency(page: Page, testInfo: TestInfo, currency: 'TWD' | 'USD' | 'KRW'): Promise<void> {
  const statement = await openStatement(page, testInfo);
  await expect(statement.getByRole('combobox', { name: 'Currency' })).toHaveText(currency);
  await closeStatement(page, testInfo);
}

/** Waits until the statement shows `total` (the server's quote, debounced), on either project. */
export async function expectStatementTotal(page: Page, testInfo: TestInfo, total: string): Promise<void> {
  if (isMobile(testInfo)) {
    // The bar at the bottom of the phone's screen always shows the total.
    const bar = page.getByText('Total', { exact: true }).filter({ visible: true });
    await expect(bar.locator('xpath=following-sibling::*[1]')).toHaveText(total);
  } else {
    await expect(statementRow(page.getByRole('region', { name: 'Order statement' }), 'Total')).toHaveText(total);
  }
}

/** The value cell of a statement row, by the row's label. */
export function statementRow(statement: Locator, label: string | RegExp): Locator {
  return statement.getByText(label, { exact: typeof label === 'string' }).locator('xpath=following-sibling::*[1]');
}

/** "Next: …" at the bottom of a step. */
export async function next(page: Page, label: 'Next: shipping' | 'Next: caution' | 'Next: payment'): Promise<void> {
  await page.getByRole('button', { name: label }).click();
}

/** The step the wizard says it is on (the stepper on desktop, "Step n of 5 · …" on phones). */
export async function expectStep(page: Page, step: 'Cards' | 'Shipping' | 'Caution' | 'Payment' | 'Complete'): Promise<void> {
  const paths = {
    Cards: /\/submit(\?|$)/,
    Shipping: /\/submit\/shipping/,
    Caution: /\/submit\/caution/,
    Payment: /\/submit\/payment/,
    Complete: /\/submit\/complete/,
  };
  await expect(page).toHaveURL(paths[step]);
  await expect(page.getByRole('navigation', { name: 'Submission steps' }).locator('[aria-current="step"]:visible')).toContainText(step);
}

/** The value of a row of a definition list (the complete page, the gateway's page). */
export function definition(scope: Locator, term: string): Locator {
  return scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

export interface OrderApiView {
  orderNumber: string;
  submitType: string;
  orderType: string;
  status: string;
  processingStatus: string;
  displayStatus: string | null;
  currency: string;
  paymentMethod: string;
  shippingMethod: string | null;
  totalQt: number;
  totalPrice: number;
  deliveryCost: number;
  /** A coupon's discount (decision 0039). */
  discountAmount: number;
  totalAmount: number;
  paidAt: string | null;
  items: {
    cardCategory: string;
    playerName: string | null;
    quantity: number;
    minimumGrade: number | null;
    isAuto: boolean;
    serialNumber: string | null;
    price: number;
    amount: number;
  }[];
  payment: {
    method: string;
    status: string;
    amount: number;
    virtualAccount: { bank: string | null; accountNumber: string | null; deadline: string | null } | null;
  } | null;
}

/** GET /api/orders/<number> with the page's own cookies. */
export async function fetchOrder(page: Page, orderNumber: string): Promise<OrderApiView> {
  const response = await page.request.get(`/api/orders/${encodeURIComponent(orderNumber)}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: OrderApiView }).data;
}

/** The order number of the URL the gateway sent the member back to (…/complete?order=…). */
export function orderNumberOf(page: Page): string {
  const number = new URL(page.url()).searchParams.get('order');
  expect(number, `an order number in ${page.url()}`).toBeTruthy();
  return number!;
}

/** On the sandbox gateway's hosted page: the payment's summary and one of its buttons. */
export async function expectSandboxPage(page: Page, amount: string, method: string): Promise<Locator> {
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  const checkout = page.getByRole('main');
  await expect(checkout.getByRole('heading', { level: 1 })).toContainText('Pay');
  await expect(page.getByTestId('sandbox-amount')).toHaveText(amount);
  await expect(definition(checkout, 'Payment method')).toHaveText(method);
  return checkout;
}

/** Deletes the member's saved drafts (a database reused across runs keeps those of earlier runs). */
export async function deleteServerDrafts(page: Page, testInfo: TestInfo): Promise<void> {
  const list = await page.request.get('/api/orders/drafts');
  expect(list.status(), await list.text()).toBe(200);
  for (const draft of ((await list.json()) as { data: { id: number }[] }).data) {
    const removed = await page.request.delete(`/api/orders/drafts/${draft.id}`, { headers: sameOrigin(testInfo) });
    expect(removed.status(), await removed.text()).toBe(200);
  }
}

/** Step 2 with the default return address: picks the shipping method and goes on to the caution. */
export async function shipWith(page: Page, method: 'Ship them yourself' | 'Pickup' | 'Quick delivery' | 'Visit our office', cost: string): Promise<void> {
  await expectStep(page, 'Shipping');
  await expect(page.getByRole('radio', { name: /^Home · Default/ })).toBeChecked();
  const choice = page.getByRole('radio', { name: new RegExp(`^${method}`) });
  // The method's cost for this order, from the server's quote.
  await expect(page.locator('label', { has: choice })).toContainText(cost);
  await choice.check();
  await next(page, 'Next: caution');
}

/** Step 3: acknowledges the caution and goes on to the payment. */
export async function acceptCaution(page: Page): Promise<void> {
  await expectStep(page, 'Caution');
  await page.getByRole('checkbox', { name: 'I have read the card requirements and the minimum-grade caution.' }).check();
  await next(page, 'Next: payment');
}

type SandboxMethod = 'Connect Pay' | 'Credit card' | 'Virtual account';

/** Step 4's choices: the method and the terms (before "Pay", or before a coupon code). */
export async function chooseMethodAndAgree(page: Page, method: SandboxMethod): Promise<void> {
  await expectStep(page, 'Payment');
  await page.getByRole('radio', { name: method, exact: true }).check();
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions of the grading service.' }).check();
}

/** Step 4: the method and the terms, then "Pay <amount>": lands on the sandbox gateway's page. */
export async function payWith(page: Page, method: SandboxMethod, amount: string): Promise<Locator> {
  await chooseMethodAndAgree(page, method);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  return expectSandboxPage(page, amount, method);
}

/**
 * Steps 1-3 for one Pokémon card, regular service, in KRW (switched from the Taiwan member's TWD): ₩25,000, brought to
 * the office (free); the member is then on the payment step.
 */
export async function oneKrwCardToPayment(page: Page, testInfo: TestInfo, playerName: string, year: number): Promise<void> {
  const photos = await cardPhotos(testInfo, 1);
  await page.goto('/en/grading/submit');
  await expectStep(page, 'Cards');
  await chooseCurrency(page, testInfo, 'KRW');
  await fillCardLine(page, 1, { playerName: `${playerName} ${testInfo.project.name}`, year, auto: false });
  await expectStatementTotal(page, testInfo, '₩25,000');
  await uploadPhotos(page, photos);
  await page.getByRole('checkbox', { name: 'I confirm that the cards I send match these photos.' }).check();
  await next(page, 'Next: shipping');
  await shipWith(page, 'Visit our office', 'Free');
  await acceptCaution(page);
}

interface SerialCheck {
  status: 'OK' | 'NOT_FOUND' | 'NOT_GRADED' | 'IN_ORDER';
}

/** GET /api/reholder/check-serial with the page's cookies. */
export async function checkSerial(page: Page, serial: string): Promise<SerialCheck['status']> {
  const response = await page.request.get(`/api/reholder/check-serial?serial=${serial}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: SerialCheck }).data.status;
}

/** The first `count` fixture serials of this project that may still be re-cased. */
export async function freeSerials(page: Page, serials: string[], count: number): Promise<string[]> {
  const free: string[] = [];
  for (const serial of serials) {
    if (free.length === count) break;
    if ((await checkSerial(page, serial)) === 'OK') free.push(serial);
  }
  expect(free, 'free fixture serials (prepare-db.ts)').toHaveLength(count);
  return free;
}

/** A well-formed serial no certificate has. */
export async function unknownSerial(page: Page): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const serial = String(randomInt(1_000_000, 10_000_000));
    if ((await checkSerial(page, serial)) === 'NOT_FOUND') return serial;
  }
  throw new Error('no unknown serial found');
}
