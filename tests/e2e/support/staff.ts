// Helpers of the back office journeys (tests/e2e/staff, issue #10): logging staff and the lab's member in, the work
// queue's rows at either width (a table on desktop, one card per order at 390 px), the lab order page's regions and
// forms (docs/product/order-lifecycle.md#staff-steps, docs/product/grading.md#subgrades), and the messages the member
// was sent (the dev outbox). English pages (/en): the words asserted are those of locales/en/lab.json and labels.json.
import { type Locator, type Page, type TestInfo, expect } from '@playwright/test';
import { loginByApi, submitLoginForm } from './accounts';
import { FIXTURE_PASSWORD, LAB } from './e2e-fixtures';

/** Staff log in through the login form: /en/admin sends a visitor there and the form brings them back. */
export async function loginStaffWithForm(page: Page): Promise<void> {
  await page.goto('/en/admin');
  await expect(page).toHaveURL(/\/en\/login\?returnUrl=/);
  await submitLoginForm(page, { email: LAB.staff.email, password: FIXTURE_PASSWORD });
  await expect(page).toHaveURL(/\/en\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Work queues' })).toBeVisible();
}

export async function loginStaff(page: Page, testInfo: TestInfo): Promise<void> {
  await loginByApi(page, testInfo, { email: LAB.staff.email, password: FIXTURE_PASSWORD });
}

export async function loginLabMember(page: Page, testInfo: TestInfo): Promise<void> {
  await loginByApi(page, testInfo, { email: LAB.member.email, password: FIXTURE_PASSWORD });
}

/** Searches the work queues (order number, member e-mail or serial) and waits for the result line. */
export async function searchQueues(page: Page, text: string, found: number): Promise<void> {
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Search orders' }).fill(text);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(&|$)`));
  await expect(page.getByRole('status').filter({ hasText: /found for/ })).toHaveText(`${found} ${found === 1 ? 'order' : 'orders'} found for “${text}”`);
}

/** The queue's orders as shown: the table's body rows on desktop, the list's cards at 390 px (the other is hidden). */
export function queueRows(page: Page, testInfo: TestInfo): Locator {
  return testInfo.project.name === 'mobile'
    ? page.getByRole('list', { name: 'Orders in this queue' }).getByRole('listitem')
    : page.getByRole('table', { name: 'Orders in this queue' }).locator('tbody').getByRole('row');
}

/** One order's row in the queue (its number is the link to its page). */
export function queueRow(page: Page, testInfo: TestInfo, orderNumber: string): Locator {
  return queueRows(page, testInfo).filter({ has: page.getByRole('link', { name: orderNumber, exact: true }) });
}

/** A column of an order's queue row ("Member", "Cards", "Status" …): the table's cell, or the card's value at 390 px. */
export async function queueCell(page: Page, testInfo: TestInfo, row: Locator, column: string): Promise<Locator> {
  if (testInfo.project.name === 'mobile') return row.locator('dt', { hasText: new RegExp(`^${column}$`) }).locator('xpath=following-sibling::dd[1]');
  const headers = (await page.getByRole('table', { name: 'Orders in this queue' }).locator('thead th').allTextContents()).map((text) => text.trim());
  expect(headers, `a "${column}" column`).toContain(column);
  return row.getByRole('cell').nth(headers.indexOf(column));
}

/** The outcome notice at the top of the lab order page. */
export async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByTestId('order-notice')).toHaveText(text);
}

/** The order page's "Next steps". */
export function nextSteps(page: Page): Locator {
  return page.getByRole('region', { name: 'Next steps' });
}

/** Presses a step of "Next steps" that needs no dialog and waits for its notice. */
export async function takeStep(page: Page, button: string, notice: string | RegExp): Promise<void> {
  await nextSteps(page).getByRole('button', { name: button, exact: true }).click();
  await expectNotice(page, notice);
}

/** "Advance to: <step>" and its notice. */
export async function advanceTo(page: Page, step: string): Promise<void> {
  await takeStep(page, `Advance to: ${step}`, `The order moved to: ${step}.`);
  await expect(page.getByRole('region', { name: 'Order and member' }).getByText(`Lab: ${step}`, { exact: true })).toBeVisible();
}

/** Every card panel of the lab order page ("Card 1 · …"). */
export function cardPanels(page: Page): Locator {
  return page.getByRole('region', { name: /^Card \d+ · / });
}

/** The panel of card `position` (from 1). */
export function cardPanel(page: Page, position: number): Locator {
  return page.getByRole('region', { name: new RegExp(`^Card ${position} · `) });
}

/** The chip by a card's heading: its correspond check in words ("OK", "Ungradable", …). */
export function checkChip(page: Page, position: number): Locator {
  return cardPanel(page, position).locator('.MuiChip-root').first();
}

/** Saves a card's check form: the correspond check (while it may change) and the notes given. */
export async function saveCheck(
  page: Page,
  position: number,
  input: { check?: 'OK' | 'Wrong information' | 'Omitted' | 'Ungradable'; playerName?: string; vscNote?: string; defectNote?: string },
): Promise<void> {
  const form = cardPanel(page, position).getByRole('form', { name: `Check of card ${position}` });
  if (input.check) await form.getByRole('radiogroup').getByRole('radio', { name: input.check, exact: true }).check();
  if (input.playerName !== undefined) {
    const corrected = form.getByRole('group', { name: 'Corrected card information' });
    await corrected.getByRole('textbox', { name: /^Player or card name/ }).fill(input.playerName);
  }
  if (input.vscNote !== undefined) await form.getByRole('textbox', { name: 'VSC note' }).fill(input.vscNote);
  if (input.defectNote !== undefined) await form.getByRole('textbox', { name: 'Defect note' }).fill(input.defectNote);
  await form.getByRole('button', { name: 'Save check' }).click();
  // Said in the card's own panel (issue #24: the page keeps its place; the next card takes the focus).
  await expect(cardPanel(page, position).getByTestId('card-notice')).toHaveText(`The check of card ${position} has been saved.`);
}

/** The scoring form of card `position`. */
export function scoreForm(page: Page, position: number): Locator {
  return cardPanel(page, position).getByRole('form', { name: `Scoring of card ${position}` });
}

/** Chooses a grade (or '' — "Choose" / "From measurement") in one of the scoring form's selects. */
export async function chooseGrade(form: Locator, field: 'Surface' | 'Edges' | 'Corners' | 'Centering' | 'Autograph grade', grade: string): Promise<void> {
  await form.getByRole('combobox', { name: new RegExp(`^${field}`) }).selectOption(grade);
}

/** The live grade preview beside a scoring form. */
export function gradePreview(form: Locator): Locator {
  return form.getByRole('status', { name: 'Grade preview' });
}

/** The grade the preview shows in large ("8.5", "A"). */
export function previewedGrade(form: Locator): Locator {
  return gradePreview(form).getByTestId(/^grade-preview-/);
}

/** Saves the scoring form; answers the serial the first save allocated (from the notice). */
export async function saveScore(page: Page, position: number): Promise<string> {
  await scoreForm(page, position).getByRole('button', { name: 'Save score' }).click();
  const notice = cardPanel(page, position).getByTestId('card-notice');
  await expect(notice).toHaveText(new RegExp(`^Card ${position} has been scored: certificate \\d{7}\\.$`));
  return /certificate (\d{7})\./.exec((await notice.textContent()) ?? '')![1]!;
}

/** The certificate shown in a card's panel once scored. */
export function certificatePanel(page: Page, serial: string): Locator {
  return page.getByRole('region', { name: `Certificate ${serial}`, exact: true });
}

export interface OutboxMessage {
  to: string;
  template: string;
  subject: string | null;
  text: string;
}

/** The messages the dev outbox holds for `to`, newest first (GET /api/dev/outbox, DEV_OUTBOX=1). */
export async function outboxFor(page: Page, to: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok(), 'GET /api/dev/outbox (DEV_OUTBOX=1)').toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}
