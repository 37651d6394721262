// The lab's work queues (issue #10; docs/product/order-lifecycle.md#staff-steps, docs/product/storefront.md#layout), on
// desktop and at 390 px: the queue of inbound parcels lists the paid order whose parcel is on its way (number, member,
// type, step, cards), a tab per queue with its count, search by order number and by member e-mail, and the order's page
// — all without sideways scrolling on a phone (the table becomes one card per order there). The order looked at is
// never acted on (LAB.queueOrder); the journey's order is lab-journey.spec.ts's.
import { expect, test } from '../support/accounts';
import { LAB } from '../support/e2e-fixtures';
import { expectNoHorizontalScroll } from '../support/my-orders';
import { cardPanel, cardPanels, loginStaff, nextSteps, queueCell, queueRow, queueRows, searchQueues } from '../support/staff';

const ORDER = LAB.queueOrder;

test('the work queue lists the inbound parcels and finds an order by number or e-mail, at any width', async ({ page }, testInfo) => {
  await loginStaff(page, testInfo);
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Work queues' })).toBeVisible();

  // ── The default queue: parcels on their way in, with the count on its tab ──
  const tabs = page.getByRole('tablist', { name: 'Work queues' });
  const inbound = tabs.getByRole('tab', { name: /^Inbound parcels\s*\d+$/ });
  await expect(inbound).toHaveAttribute('aria-selected', 'true');
  const shown = Number(/(\d+)$/.exec((await inbound.textContent()) ?? '')![1]);
  expect(shown).toBeGreaterThanOrEqual(1);
  await expect(queueRows(page, testInfo)).not.toHaveCount(0);
  const row = queueRow(page, testInfo, ORDER);
  await expect(row).toBeVisible();
  await expect(await queueCell(page, testInfo, row, 'Member')).toContainText(LAB.member.email);
  await expect(await queueCell(page, testInfo, row, 'Type')).toHaveText('Grading · Regular');
  await expect(await queueCell(page, testInfo, row, 'Cards')).toHaveText('3');
  await expect(await queueCell(page, testInfo, row, 'Received')).toHaveText('—');
  // The lab step: a column of the table, the line under the number on a phone.
  await expect(testInfo.project.name === 'mobile' ? row.getByText('Inbound', { exact: true }) : await queueCell(page, testInfo, row, 'Status')).toHaveText(
    'Inbound',
  );
  await expectNoHorizontalScroll(page);

  // Every queue has its tab; the last one can be reached inside the bar without the page scrolling sideways.
  await expect(tabs.getByRole('tab')).toHaveCount(16);
  const all = tabs.getByRole('tab', { name: /^All orders\s*\d+$/ });
  await all.click();
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]queue=ALL(&|$)/);
  await expectNoHorizontalScroll(page);

  // ── Search by member e-mail: the member's orders, wherever they are ──
  await page.goto('/en/admin');
  await expect(row).toBeVisible();
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Search orders' }).fill(LAB.member.email);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /found for/ })).toHaveText(/^\d+ orders found for “lab-member@e2e\.test”$/);
  await expect(queueRow(page, testInfo, ORDER)).toBeVisible();
  await expect(queueRows(page, testInfo).filter({ hasNotText: LAB.member.email })).toHaveCount(0);
  await expectNoHorizontalScroll(page);

  // ── Search by order number: that order alone ──
  await searchQueues(page, ORDER, 1);
  await expect(queueRows(page, testInfo)).toHaveCount(1);
  await expect(queueRow(page, testInfo, ORDER)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await search.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('status').filter({ hasText: /found for/ })).toHaveCount(0);
  await expect(inbound).toHaveAttribute('aria-selected', 'true');

  // ── The order's page from its row: one line of three cards, waiting to be received ──
  await queueRow(page, testInfo, ORDER).getByRole('link', { name: ORDER, exact: true }).click();
  await expect(page).toHaveURL(`/en/admin/orders/${ORDER}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${ORDER}` })).toBeVisible();
  await expect(nextSteps(page).getByRole('button', { name: 'Receive: parcel arrived' })).toBeVisible();
  await expect(cardPanels(page)).toHaveCount(1);
  await expect(cardPanel(page, 1).getByText('3 cards (not split yet)')).toBeVisible();
  await expectNoHorizontalScroll(page);
});
