// The lab's back office, end to end (issue #10; docs/product/order-lifecycle.md#staff-steps,
// docs/product/order-lifecycle.md#one-card-per-line-from-receipt, docs/product/grading.md#correspond-check,
// docs/product/grading.md#final-grade-rule, docs/product/grading.md#centering-tolerances,
// docs/product/grading.md#minimum-grade-and-the-a-mark, docs/product/certificates.md#label-printing): staff log in
// through the form, find a paid order by its number, receive its parcel — the line of two cards becomes two cards —,
// check every card (one ungradable, one declared wrongly and corrected, the rest matching), cancel and refund the
// ungradable card at its unit price (autograph surcharge included), note the VSC and defect checks, score each card
// while the live preview follows the subgrades (10/10/10/8 comes to 8.5; a 70/30 front caps the centering at 7.5; a
// card below the member's minimum gets "A"), get 7-digit serials, upload a front scan, print the signed labels, encase,
// ship with a courier and tracking number and mark the order delivered. The member then finds on their order page the
// progress, the results with serials and grades, the tracking number back, the refund, and the e-mails for the cards
// received, the grading complete and the cards shipped, and the graded cards in their collection (issue #25). Desktop
// only: one order goes through the steps once; the 390 px layout of the queue list is queue-list.spec.ts's.
import { jpeg } from '@/tests/fixtures/images/images';
import { expect, test } from '../support/accounts';
import { LAB } from '../support/e2e-fixtures';
import { currentProgressStep, progressSteps, section, statusChip, timelineRows } from '../support/my-orders';
import { definition } from '../support/orders';
import {
  advanceTo,
  cardPanel,
  cardPanels,
  certificatePanel,
  checkChip,
  chooseGrade,
  expectNotice,
  gradePreview,
  loginLabMember,
  loginStaffWithForm,
  nextSteps,
  outboxFor,
  previewedGrade,
  queueRow,
  saveCheck,
  saveScore,
  scoreForm,
  searchQueues,
  takeStep,
} from '../support/staff';

const ORDER = LAB.journeyOrder;
/** The cards after receipt, one per line: the line of two Pikachu became cards 1 and 2. */
const TITLES = [
  '2023 Scarlet & Violet 151 Pikachu #025/165',
  '2023 Scarlet & Violet 151 Pikachu #025/165',
  '2018 Topps Update Shohei Otani #US1',
  '2023 Scarlet & Violet 151 Charizard ex #199/165',
  '2001 Upper Deck Ichiro Suzuki #31',
];
const CORRECTED_NAME = 'Shohei Ohtani';
/** TWD prices of the seeded policy (docs/product/pricing.md#published-prices): REG NT$650 a card, NT$100 more with auto grading. */
const UNGRADABLE_PRICE = 'NT$750';
const OUTBOUND = { courier: 'T-Cat', trackingNumber: 'TC 8800 1234 5678' };

test('staff receive, check, grade, label and ship a paid order; the member sees the results, the tracking and the refund', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'One order goes through the lab once, on desktop; the 390 px queue list is queue-list.spec.ts.');
  test.setTimeout(300_000);
  const serials: string[] = [];
  // No print dialog in a headless browser: every page of the run counts the calls instead (the labels page is reached
  // by a link, without a new document, so the stub is in place from the first page on).
  await page.addInitScript(() => {
    const counted = window as unknown as { printCalls: number; print: () => void };
    counted.printCalls = 0;
    counted.print = () => {
      counted.printCalls += 1;
    };
  });

  await test.step('staff log in and find the order by its number', async () => {
    await loginStaffWithForm(page);
    await searchQueues(page, ORDER, 1);
    const row = queueRow(page, testInfo, ORDER);
    await expect(row).toContainText(LAB.member.email);
    await expect(row).toContainText('Inbound');
    await row.getByRole('link', { name: ORDER, exact: true }).click();
    await expect(page).toHaveURL(`/en/admin/orders/${ORDER}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${ORDER}` })).toBeVisible();
  });

  await test.step('receive the parcel: the line of two cards becomes two cards', async () => {
    await expect(cardPanels(page)).toHaveCount(4);
    await expect(cardPanel(page, 1).getByText('2 cards (not split yet)')).toBeVisible();
    await takeStep(page, 'Receive: parcel arrived', 'The cards have been received; each card now has its own line.');
    await expect(page.getByRole('heading', { name: 'Cards (5)' })).toBeVisible();
    await expect(cardPanels(page)).toHaveCount(5);
    for (const [index, title] of TITLES.entries())
      await expect(cardPanel(page, index + 1).getByRole('heading', { level: 3 })).toHaveText(`Card ${index + 1} · ${title}`);
    await expect(page.getByText(/not split yet/)).toHaveCount(0);
    // The same unit price on both halves of the split line.
    await expect(definition(cardPanel(page, 1), 'Unit price')).toHaveText('NT$650');
    await expect(definition(cardPanel(page, 2), 'Unit price')).toHaveText('NT$650');
    await expect(definition(cardPanel(page, 5), 'Unit price')).toHaveText(UNGRADABLE_PRICE);
    await advanceTo(page, 'Warehouse in');
    await expect(nextSteps(page).getByTestId('advance-blocked')).toHaveText('Next: Correspond check done. Every card needs its correspond check first.');
  });

  await test.step('check every card: one ungradable, one corrected, the rest matching', async () => {
    // The member's photos are beside the cards (issue #24).
    await expect(page.getByRole('complementary', { name: /^The member's photos \(\d+\)$/ })).toBeVisible();
    await saveCheck(page, 1, { check: 'OK' });
    // The worker moves on to the next card without scrolling back (issue #24).
    await expect(cardPanel(page, 2).getByRole('heading', { level: 3 })).toBeFocused();
    await saveCheck(page, 3, { check: 'Wrong information', playerName: CORRECTED_NAME });
    await saveCheck(page, 5, { check: 'Ungradable' });
    // The exceptions are marked: the two cards left match, in one step (issue #24).
    await page.getByRole('button', { name: 'The other 2 cards match' }).click();
    const matching = page.getByRole('dialog', { name: 'Do the other cards match?' });
    await expect(matching).toContainText('The 2 cards not yet checked will be marked "matches".');
    await matching.getByRole('button', { name: 'Mark 2 cards as matching' }).click();
    await expect(page.getByTestId('order-notice')).toHaveText('2 cards marked as matching.');
    await expect(cardPanel(page, 3).getByRole('heading', { level: 3 })).toHaveText(`Card 3 · 2018 Topps Update ${CORRECTED_NAME} #US1`);
    await expect(checkChip(page, 3)).toHaveText('Wrong information');
    await expect(checkChip(page, 5)).toHaveText('Ungradable');
    for (const position of [1, 2, 4]) await expect(checkChip(page, position)).toHaveText('OK');
    await expect(page.getByText('5 of 5 checked · 0 scored · 1 card to refund')).toBeVisible();
    // The member's declaration stays in the audit trail, as the field that changed (issue #24: not the row's JSON).
    const audit = page.getByRole('region', { name: 'Audit trail' });
    await expect(audit.getByText(/^#3\s*Card information corrected$/)).toBeVisible();
    await expect(audit.getByText('Player / character: Shohei Otani → Shohei Ohtani')).toBeVisible();
    await advanceTo(page, 'Correspond check done');
  });

  await test.step('cancel the ungradable card: its unit price is refunded', async () => {
    await expect(nextSteps(page).getByTestId('advance-blocked')).toHaveText('Next: VSC check done. Cancel and refund the omitted or ungradable cards first.');
    await nextSteps(page).getByRole('button', { name: 'Cancel and refund cards' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel and refund cards of order ${ORDER}` });
    await expect(dialog.getByRole('list', { name: 'Cards to refund' }).getByRole('listitem')).toHaveText([
      `Card 5 · ${TITLES[4]} — Ungradable · ${UNGRADABLE_PRICE}`,
    ]);
    await expect(dialog.getByTestId('partialCancel-amount')).toHaveText(`Refund: ${UNGRADABLE_PRICE}`);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The card is trimmed: it cannot be graded.');
    await dialog.getByRole('button', { name: `Refund ${UNGRADABLE_PRICE}` }).click();
    await expect(dialog).toBeHidden();
    await expectNotice(page, `A refund of ${UNGRADABLE_PRICE} has been requested for the cancelled cards.`);
    await expect(cardPanel(page, 5).getByText('Refunded', { exact: true })).toBeVisible();
    // The sandbox gateway pays back at once: the order is partially cancelled and holds the rest (NT$3,600 − NT$750).
    const head = page.getByRole('region', { name: 'Order and member' });
    await expect(head.getByText('Order: Partially cancelled', { exact: true })).toBeVisible();
    await expect(definition(head, 'Money held')).toHaveText('NT$2,850');
    await expect(cardPanel(page, 5).getByRole('form')).toHaveCount(0);
  });

  await test.step('VSC and defect checks, with their notes', async () => {
    await saveCheck(page, 1, { vscNote: 'UV light: no restoration found.' });
    await advanceTo(page, 'VSC check done');
    await saveCheck(page, 2, { defectNote: 'Light whitening on the back top edge.' });
    await advanceTo(page, 'Defect check done');
    await expect(definition(cardPanel(page, 1), 'VSC note')).toHaveText('UV light: no restoration found.');
    await expect(definition(cardPanel(page, 2), 'Defect note')).toHaveText('Light whitening on the back top edge.');
    await expect(nextSteps(page).getByTestId('advance-blocked')).toHaveText('Next: Scored. Every gradable card needs its score first.');
  });

  await test.step('score each card with the live preview; serials are allocated', async () => {
    // Card 1: the preview waits for all four subgrades, then follows each change.
    const first = scoreForm(page, 1);
    await expect(gradePreview(first)).toContainText('Choose the subgrades (or measure the centering) to see the grade.');
    await chooseGrade(first, 'Surface', '10');
    await chooseGrade(first, 'Edges', '10');
    await chooseGrade(first, 'Corners', '10');
    await expect(previewedGrade(first)).toHaveCount(0);
    await chooseGrade(first, 'Centering', '10');
    await expect(previewedGrade(first)).toHaveText('10');
    await chooseGrade(first, 'Centering', '8');
    await expect(previewedGrade(first)).toHaveText('8.5');
    await expect(gradePreview(first)).toContainText('Centering not measured: no cap.');
    serials.push(await saveScore(page, 1));

    // Card 2: measured centering of 70/30 caps the centering subgrade at 7.5.
    const second = scoreForm(page, 2);
    for (const field of ['Surface', 'Edges', 'Corners', 'Centering'] as const) await chooseGrade(second, field, '10');
    await expect(previewedGrade(second)).toHaveText('10');
    await second.getByRole('textbox', { name: 'Front left/right' }).fill('70/30');
    await expect(gradePreview(second)).toContainText('Check the centering ratios to see the grade.');
    await second.getByRole('textbox', { name: 'Front top/bottom' }).fill('55/45');
    await expect(previewedGrade(second)).toHaveText('8');
    await expect(gradePreview(second)).toContainText('Centering cap: 7.5');
    await expect(gradePreview(second)).toContainText('The centering subgrade is lowered to 7.5 by the measurement.');
    serials.push(await saveScore(page, 2));

    // Card 3 (autographed): the autograph grade is kept apart from the card's grade.
    const third = scoreForm(page, 3);
    for (const field of ['Surface', 'Edges', 'Corners', 'Centering'] as const) await chooseGrade(third, field, '9');
    await chooseGrade(third, 'Autograph grade', '10');
    await expect(previewedGrade(third)).toHaveText('9');
    await expect(gradePreview(third)).toContainText('Autograph grade: 10');
    serials.push(await saveScore(page, 3));

    // Card 4: 8 is below the member's minimum of 9 — "A".
    const fourth = scoreForm(page, 4);
    for (const field of ['Surface', 'Edges', 'Corners', 'Centering'] as const) await chooseGrade(fourth, field, '8');
    await expect(previewedGrade(fourth)).toHaveText('A');
    await expect(gradePreview(fourth)).toContainText("“A”: the grade 8 is below the member's minimum 9.");
    serials.push(await saveScore(page, 4));

    // The refunded card is not scored.
    await expect(cardPanel(page, 5).getByRole('form')).toHaveCount(0);
    expect(serials.every((serial) => /^\d{7}$/.test(serial))).toBe(true);
    expect(new Set(serials).size).toBe(4);
    for (const [index, grade] of ['8.5', '8', '9', 'A'].entries()) {
      await expect(definition(certificatePanel(page, serials[index]!), 'Grade')).toHaveText(grade);
    }
    await expect(definition(certificatePanel(page, serials[1]!), 'Measured centering')).toHaveText('Front left/right 70/30 · Front top/bottom 55/45');
    await expect(definition(certificatePanel(page, serials[2]!), 'Autograph grade')).toHaveText('10');
    await expect(page.getByText('5 of 5 checked · 4 scored')).toBeVisible();
    await advanceTo(page, 'Scored');
  });

  await test.step('upload the front scan of a certificate', async () => {
    const images = certificatePanel(page, serials[0]!).getByRole('region', { name: `Card images of certificate ${serials[0]}` });
    await images.getByLabel('Choose the Front image').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpeg(900, 1200) });
    const scan = images.getByRole('img', { name: `Front of certificate ${serials[0]}` });
    await expect(scan).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => scan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(images.getByTestId(`scan-${serials[0]}-CARD_FRONT`).getByRole('button', { name: 'Replace' })).toBeVisible();
    await expect(images.getByTestId(`scan-${serials[0]}-CARD_BACK`)).toContainText('No image yet');
  });

  await test.step('print the labels: serials, grades and signed QR codes', async () => {
    await page.getByRole('link', { name: 'Print labels' }).click();
    await expect(page).toHaveURL(`/en/admin/orders/${ORDER}/labels`);
    await expect(page.getByRole('heading', { level: 1, name: `Labels · ${ORDER}` })).toBeVisible();
    const sheet = page.getByRole('list', { name: 'Label sheet' });
    await expect(sheet.getByRole('listitem')).toHaveCount(4);
    for (const [index, grade] of ['8.5', '8', '9', 'A'].entries()) {
      const serial = serials[index]!;
      const label = page.getByTestId(`label-${serial}`);
      await expect(label).toContainText(`No. ${serial}`);
      await expect(page.getByTestId(`label-grade-${serial}`)).toHaveText(grade);
      await expect(label).toContainText(grade === 'A' ? 'Authentic' : 'Grade');
      const qr = label.getByRole('img', { name: `QR code of certificate ${serial}` });
      const source = (await qr.getAttribute('src')) ?? '';
      expect(source.startsWith('data:image/svg+xml')).toBe(true);
      expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>\s*$/);
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await expect(page.getByTestId(`label-${serials[0]}`)).toContainText('SUR 10 · EDG 10 · COR 10 · CEN 8');
    await expect(page.getByTestId(`label-${serials[2]}`)).toContainText('AUTO 10');
    await expect(page.getByTestId(`label-${serials[2]}`)).toContainText(CORRECTED_NAME);
    // The QR codes carry the signed certificate URL (key id and signature; docs/decisions/0012-label-signature.md).
    const response = await page.request.get(`/api/admin/orders/${ORDER}/labels`);
    expect(response.status()).toBe(200);
    const labels = ((await response.json()) as { data: { labels: { serial: string; qrUrl: string }[] } }).data.labels;
    expect(labels.map((label) => label.serial).sort()).toEqual([...serials].sort());
    for (const label of labels) expect(label.qrUrl).toMatch(new RegExp(`/certification/${label.serial}\\?k=e2e&s=[A-Za-z0-9_-]{20,}$`));

    await expect(sheet.getByText('Not printed yet')).toHaveCount(4);
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Recorded:' })).toHaveText('Recorded: 4 labels sent to the printer.');
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    await page.reload();
    await expect(sheet.getByText(/^Printed /)).toHaveCount(4);
    await page.getByRole('link', { name: 'Back to the order' }).click();
    await expect(page).toHaveURL(`/en/admin/orders/${ORDER}`);
    await expect(definition(certificatePanel(page, serials[0]!), 'Label')).toHaveText(/^Printed /);
  });

  await test.step('encase, warehouse out, ship with the tracking number, mark delivered', async () => {
    await advanceTo(page, 'Encased');
    await advanceTo(page, 'Warehouse out');
    await nextSteps(page).getByRole('button', { name: 'Ship out' }).click();
    const ship = page.getByRole('dialog', { name: 'Ship the cards back' });
    await ship.getByRole('combobox', { name: /^Courier/ }).selectOption({ label: OUTBOUND.courier });
    await ship.getByRole('textbox', { name: /^Tracking number/ }).fill(OUTBOUND.trackingNumber);
    await ship.getByRole('button', { name: 'Ship out' }).click();
    await expect(ship).toBeHidden();
    await expectNotice(page, 'The cards have been shipped out and the member has been e-mailed.');
    const head = page.getByRole('region', { name: 'Order and member' });
    await expect(head.getByText('Lab: Shipped out', { exact: true })).toBeVisible();

    await nextSteps(page).getByRole('button', { name: 'Mark delivered' }).click();
    const deliver = page.getByRole('dialog', { name: 'Mark the order delivered?' });
    await deliver.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(deliver).toBeHidden();
    await expectNotice(page, 'The order has been marked delivered and is complete.');
    await expect(head.getByText('Lab: Delivered', { exact: true })).toBeVisible();
    await expect(head.getByText('Order: Complete', { exact: true })).toBeVisible();
    await expect(nextSteps(page)).toContainText('Nothing to do on this order right now.');
    // Every card goes back in the parcel, the ungradable one too, ungraded (docs/product/order-lifecycle.md#staff-steps).
    for (const position of [1, 2, 3, 4, 5]) await expect(cardPanel(page, position).getByText('Shipped', { exact: true })).toBeVisible();
  });

  await test.step('the member sees the progress, results, tracking and refund', async () => {
    await page.context().clearCookies();
    await loginLabMember(page, testInfo);
    await page.goto(`/en/account/orders/${ORDER}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${ORDER}` })).toBeVisible();
    await expect(statusChip(section(page, 'Order summary'))).toHaveText('Delivered');

    await expect(progressSteps(page)).toHaveText([
      'Payment completed',
      'Waiting for cards',
      'Head office',
      'Grading',
      'Branch office',
      'In transit',
      /^Delivered/,
    ]);
    await expect(currentProgressStep(page)).toHaveText(/^Delivered/);
    const history = await timelineRows(page);
    for (const row of [
      'Cards received at the head office',
      'Partial cancellation requested',
      'Partial cancellation completed',
      'Cards graded',
      'Order complete',
    ]) {
      expect(
        history.some((line) => line.includes(row)),
        `"${row}" in the history: ${history.join(' | ')}`,
      ).toBe(true);
    }

    const cards = section(page, 'Cards');
    for (const [index, grade] of ['8.5', '8', '9', 'A'].entries()) {
      const results = cards.getByRole('list', { name: `Results of line ${index + 1}` });
      await expect(results.getByRole('link', { name: `View certificate ${serials[index]}` })).toBeVisible();
      await expect(results).toContainText(`Grade: ${grade}`);
    }
    await expect(cards.getByRole('list', { name: 'Results of line 3' })).toContainText('Autograph grade: 10');
    await expect(cards.getByRole('list', { name: 'Results of line 5' })).toHaveCount(0);

    const outbound = page.getByRole('region', { name: 'Your cards on their way back' });
    await expect(definition(outbound, 'Courier')).toHaveText(OUTBOUND.courier);
    await expect(definition(outbound, 'Tracking number')).toHaveText(OUTBOUND.trackingNumber);
    await expect(definition(outbound, 'Cards shipped')).toHaveText('5 of 5 cards shipped');

    const refund = section(page, 'Refund');
    await expect(refund.getByRole('listitem')).toHaveCount(1);
    await expect(refund.getByRole('listitem')).toContainText(UNGRADABLE_PRICE);
    await expect(refund.getByRole('listitem')).toContainText('Refunded');
  });

  await test.step('the graded cards are in the member’s collection (issue #25), each found by its serial', async () => {
    for (const serial of serials.slice(0, 4)) {
      await page.goto(`/en/account/collection?serial=${serial}`);
      await expect(page.getByRole('article', { name: new RegExp(` ${serial}$`) })).toBeVisible();
    }
  });

  await test.step('the member was e-mailed: cards received, grading complete, cards shipped', async () => {
    const messages = (await outboxFor(page, LAB.member.email)).filter((message) => message.text.includes(ORDER));
    for (const template of ['cardsReceived', 'gradingComplete', 'shippedOut']) {
      expect(
        messages.filter((message) => message.template === template),
        `one ${template} e-mail about ${ORDER}`,
      ).toHaveLength(1);
    }
  });
});
