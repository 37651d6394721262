// Helpers of the my-orders journeys (tests/e2e/orders/my-orders, issue #9; docs/product/order-lifecycle.md#order-list-tabs,
// docs/product/order-lifecycle.md#order-detail): an order placed through the wizard up to the sandbox gateway's page,
// the list's tabs and rows, the order page's regions, the order as GET /api/orders/[n] answers it (the spec files
// cannot open the run's embedded database: the app holds its lock), and the layout checks of the 390 px project.
import { type Locator, type Page, type TestInfo, expect } from '@playwright/test';
import {
  type OrderApiView,
  acceptCaution,
  cardPhotos,
  definition,
  expectStatementTotal,
  expectStep,
  fillCardLine,
  next,
  payWith,
  shipWith,
  uploadPhotos,
} from './orders';

/**
 * The one order every journey places: a Pokémon card, regular service, in the Taiwan member's TWD (REG NT$650 a
 * card, docs/product/pricing.md#published-prices) sent by the member (self shipping NT$150).
 */
export const ORDER_TOTAL = 'NT$800';
export const ORDER_TOTAL_AMOUNT = 800;

export interface PlacedOrder {
  orderNumber: string;
  /** The sandbox gateway's page of the order's payment: the tester comes back here to play the bank. */
  sandboxUrl: string;
  checkout: Locator;
}

/**
 * Goes through the wizard as the logged-in member (one card, one real photo, self shipping, the caution, the terms)
 * to the sandbox gateway's page of `method`. Nothing is pressed on the gateway's page.
 */
export async function placeOrder(page: Page, testInfo: TestInfo, method: 'Credit card' | 'Virtual account'): Promise<PlacedOrder> {
  const photos = await cardPhotos(testInfo, 1);
  await page.goto('/en/grading/submit');
  await expectStep(page, 'Cards');
  await fillCardLine(page, 1, { playerName: `Pikachu ${testInfo.project.name}`, year: 2021, auto: false });
  await expectStatementTotal(page, testInfo, 'NT$650');
  await uploadPhotos(page, photos);
  await page.getByRole('checkbox', { name: 'I confirm that the cards I send match these photos.' }).check();
  await next(page, 'Next: shipping');
  await shipWith(page, 'Ship them yourself', 'NT$150');
  await acceptCaution(page);
  const checkout = await payWith(page, method, ORDER_TOTAL);
  const orderNumber = (await definition(checkout, 'Order number').textContent())!.trim();
  expect(orderNumber).toMatch(/^[A-Z]\d{12}$/);
  return { orderNumber, sandboxUrl: page.url(), checkout };
}

/** Approves the card payment on the gateway's page: back on the wizard's complete page, paid. */
export async function approveCard(page: Page, checkout: Locator): Promise<void> {
  await checkout.getByRole('button', { name: 'Approve card payment' }).click();
  await expect(page).toHaveURL(/\/en\/grading\/submit\/complete\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
}

/** The tester plays the bank on the gateway's page of an issued virtual account: the exact amount arrives. */
export async function simulateDeposit(page: Page, sandboxUrl: string): Promise<void> {
  await page.goto(sandboxUrl);
  await expect(page.getByText('Tester: this button plays the bank and deposits the amount into the account.')).toBeVisible();
  await page.getByRole('button', { name: 'Simulate deposit' }).click();
  await expect(page).toHaveURL(/\/en\/grading\/submit\/complete\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
}

/** GET /api/orders/<n> as the order page receives it (OrderDetail, lib/shared/orders/my-order-views.ts). */
export interface OrderDetailApiView extends OrderApiView {
  tab: string;
  progressStep: number;
  cancelledAt: string | null;
  trackingIn: { courier: string; trackingNumber: string; note: string | null; enteredAt: string | null } | null;
  timeline: { at: string; fromStatus: string | null; toStatus: string | null; fromProcessing: string | null; toProcessing: string | null; by: string }[];
  refundAccount: { bank: string; holderName: string; accountLast4: string } | null;
  refunds: { amount: number; status: string; requestedAt: string; completedAt: string | null }[];
  actions: Record<'pay' | 'cancel' | 'refundAccount' | 'changeAddress' | 'enterTracking', boolean>;
  cancelRefund: number | null;
  cancelNeedsRefundAccount: boolean;
  /** No card could be graded (decision 0031 §4): the progress bar and the cards say they come back ungraded. */
  nothingGraded: boolean;
  /** The cards a refund paid back and why (issue #24); `refund` indexes `refunds`. */
  cardRefunds: { position: number; amount: number; reason: 'omitted' | 'ungradable' | 'cancelled'; refund: number }[];
}

/** GET /api/orders/<n> with the page's own cookies (what the server stored, not what the page shows). */
export async function fetchOrderDetail(page: Page, orderNumber: string): Promise<OrderDetailApiView> {
  const response = await page.request.get(`/api/orders/${encodeURIComponent(orderNumber)}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: OrderDetailApiView }).data;
}

export type ListTab = 'All' | 'Awaiting payment' | 'In process' | 'Cancelled' | 'Refunds' | 'Complete';
const TAB_KEYS: Record<ListTab, string> = {
  All: 'all',
  'Awaiting payment': 'awaitingPayment',
  'In process': 'inProcess',
  Cancelled: 'cancel',
  Refunds: 'refund',
  Complete: 'complete',
};

/** The member's count of every tab, from GET /api/orders (a database reused across runs keeps earlier orders). */
export async function tabCounts(page: Page): Promise<Record<ListTab, number>> {
  const response = await page.request.get('/api/orders');
  expect(response.status(), await response.text()).toBe(200);
  const counts = ((await response.json()) as { data: { counts: Record<string, number> } }).data.counts;
  return Object.fromEntries(Object.entries(TAB_KEYS).map(([label, key]) => [label, counts[key]])) as Record<ListTab, number>;
}

/** A tab of "Orders by status" (its name is the label and the count). */
export function listTab(page: Page, label: ListTab): Locator {
  return page.getByRole('tablist', { name: 'Orders by status' }).getByRole('tab', { name: new RegExp(`^${label}\\s*\\d+$`) });
}

/** The tab shows `count` next to its label. */
export async function expectTabCount(page: Page, label: ListTab, count: number): Promise<void> {
  await expect(listTab(page, label)).toHaveAccessibleName(new RegExp(`^${label}\\s*${count}$`));
}

/** Opens /en/account/orders and moves to `tab` with a click; the tab is then selected and in the URL. */
export async function openListTab(page: Page, label: ListTab): Promise<Locator> {
  if (!/\/en\/account\/orders(\?|$)/.test(page.url())) {
    await page.goto('/en/account/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  }
  const tab = listTab(page, label);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  if (label !== 'All') await expect(page).toHaveURL(new RegExp(`[?&]tab=${TAB_KEYS[label]}(&|$)`));
  return page.getByRole('tabpanel');
}

/** The row of an order in the list "Orders" (a list item named by the order number). */
export function orderRow(page: Page, orderNumber: string): Locator {
  return page.getByRole('list', { name: 'Orders' }).getByRole('listitem', { name: orderNumber, exact: true });
}

/** Opens an order's page from its row (the order number is the link) and waits for the summary. */
export async function openOrderFromRow(page: Page, orderNumber: string): Promise<void> {
  await orderRow(page, orderNumber).getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/account/orders/${orderNumber}(#.*)?$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(section(page, 'Order summary')).toBeVisible();
}

/** A region of the order page by its heading ("Order summary", "Payment", "Progress", "Delivery", …). */
export function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The order's status in words: the chip at the top of the order's row or summary (components/orders/OrderStatusChip.tsx). */
export function statusChip(scope: Locator): Locator {
  return scope.getByTestId('order-status').first();
}

/** The rows of the History region, oldest first: headline and detail of each (time and "by …" left out). */
export async function timelineRows(page: Page): Promise<string[]> {
  const history = section(page, 'History');
  await expect(history).toBeVisible();
  return history.getByRole('listitem').evaluateAll((items) =>
    items.map((item) =>
      Array.from(item.querySelectorAll('p'))
        .slice(1)
        .map((line) => line.textContent?.trim() ?? '')
        .join(' / '),
    ),
  );
}

/**
 * The labels of the progress bar's steps as shown (the horizontal bar on desktop, the vertical one on phones; the
 * other is hidden): the list items of the region, whose text is the label alone (the step icons' numbers are drawn by
 * CSS, components/orders/OrderProgress.tsx).
 */
export function progressSteps(page: Page, name = 'Progress'): Locator {
  return section(page, name).getByRole('listitem').filter({ visible: true });
}

/** The label of the step marked current (aria-current="step"). */
export function currentProgressStep(page: Page, name = 'Progress'): Locator {
  return progressSteps(page, name).and(section(page, name).locator('[aria-current="step"]'));
}

/** The page does not scroll sideways (docs/product/storefront.md#layout: nothing wider than a 390 px screen). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `document width ${scrollWidth} px on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
}

/** The floating contact link (components/layout/ContactFab.tsx), in any of the three languages (common.json: contact). */
export function contactButton(page: Page): Locator {
  return page.getByRole('complementary', { name: /^(Contact us|客服聯絡|고객 문의)$/ }).getByRole('link');
}

/**
 * The floating contact button covers none of the page's controls where the page ends: scrolled to the bottom
 * (nothing can be scrolled out from under the button there), no button, link or field of the main content that is
 * on screen overlaps it.
 */
export async function expectContactButtonClearOfControls(page: Page): Promise<void> {
  const contact = contactButton(page);
  await expect(contact).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)).toBe(true);
  const fab = (await contact.boundingBox())!;
  const covered = await page.locator('main').evaluate((main, button) => {
    const controls = Array.from(main.querySelectorAll('button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"]'));
    const problems: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const overlaps = box.left < button.x + button.width && box.right > button.x && box.top < button.y + button.height && box.bottom > button.y;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim().slice(0, 60);
      if (overlaps)
        problems.push(
          `${control.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`,
        );
    }
    return problems;
  }, fab);
  expect(covered, `controls under the contact button at ${Math.round(fab.x)},${Math.round(fab.y)}`).toEqual([]);
}

/** On the 390 px project: the buttons of an open dialog are above the contact button (the modal covers it). */
export async function expectDialogButtonsReachable(page: Page, dialog: Locator): Promise<void> {
  for (const button of await dialog.getByRole('button').all()) {
    await button.scrollIntoViewIfNeeded();
    const reachable = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (element === hit || element.contains(hit));
    });
    expect(reachable, `${await button.textContent()} can be tapped`).toBe(true);
  }
}
