// Order journey 4 (docs/product/orders.md#drafts: a draft can be stored temporarily on the server and persists in
// local browser storage): a half-filled first step survives a reload from the browser's storage; "Save draft" keeps
// it on the server, and once the browser's copy is gone (leaving the submit pages clears it,
// docs/product/storefront.md#local-data-rule; a second device never had it) the saved-drafts list brings it back.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/accounts';
import { cardLine, chooseCurrency, deleteServerDrafts, expectStatementTotal, expectStep, fillCardLine, loginOrderMember } from '../support/orders';

const STORAGE_KEY = 'gradingOrder';
const storedDraft = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);

async function expectLines(page: Page, first: string, second: string): Promise<void> {
  const one = cardLine(page, 1);
  await expect(one.getByRole('textbox', { name: /^Player or card name/ })).toHaveValue(first);
  await expect(one.getByRole('spinbutton', { name: /^Quantity/ })).toHaveValue('3');
  await expect(one.getByRole('combobox', { name: 'Minimum grade' })).toHaveText('8.5');
  await expect(one.getByRole('radio', { name: 'No' })).toBeChecked();
  const two = cardLine(page, 2);
  await expect(two.getByRole('combobox', { name: 'Card type' })).toHaveText('Sports');
  await expect(two.getByRole('textbox', { name: /^Player or card name/ })).toHaveValue(second);
  await expect(two.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(page.getByText('4 cards (up to 1000)')).toBeVisible();
}

test('a draft survives a reload and is resumed from the server', async ({ page, browser, extraHTTPHeaders }, testInfo) => {
  test.slow();
  await loginOrderMember(page, testInfo, 'drafts');
  // A database reused across runs keeps the drafts of earlier runs: start from none.
  await deleteServerDrafts(page, testInfo);
  const first = `Pikachu draft ${testInfo.project.name} ${Date.now()}`;
  const second = `Ichiro draft ${testInfo.project.name}`;

  await page.goto('/en/grading/submit');
  await expectStep(page, 'Cards');
  await chooseCurrency(page, testInfo, 'TWD');
  await fillCardLine(page, 1, { playerName: first, auto: false, minimumGrade: '8.5' });
  await fillCardLine(page, 1, { quantity: 3 });
  await page.getByRole('button', { name: 'Add a card' }).click();
  await fillCardLine(page, 2, { category: 'Sports', playerName: second, auto: true });
  // 3 × NT$650 + (NT$650 + NT$100 auto).
  await expectStatementTotal(page, testInfo, 'NT$2,700');

  // ── The browser keeps the draft: a reload brings it back ──
  await expect.poll(async () => (await storedDraft(page)) ?? '').toContain(second);
  await page.reload();
  await expectStep(page, 'Cards');
  await expectLines(page, first, second);
  await expectStatementTotal(page, testInfo, 'NT$2,700');

  // ── "Save draft" keeps it on the server ──
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved. You can resume it on any device.')).toBeVisible();

  // Leaving the submit pages clears the browser's copy (docs/product/storefront.md#local-data-rule)...
  await page.goto('/en/grading/pricing');
  await expect.poll(() => storedDraft(page)).toBeNull();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/en/grading/submit');
  await expectStep(page, 'Cards');
  await expect(cardLine(page, 1).getByRole('textbox', { name: /^Player or card name/ })).toHaveValue('');
  await expect(cardLine(page, 2)).toHaveCount(0);

  // ...and the saved drafts bring it back.
  await page.getByRole('button', { name: 'Saved drafts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved drafts' });
  const saved = dialog.getByRole('listitem').filter({ hasText: 'General · 4 cards · NT$2,700' });
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: 'Resume' }).click();
  await expect(dialog).toBeHidden();
  await expectLines(page, first, second);
  await expectStatementTotal(page, testInfo, 'NT$2,700');

  // ── Another device (a browser that never held it) resumes the same draft ──
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale } = testInfo.project.use;
  const device = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, extraHTTPHeaders });
  try {
    const other = await device.newPage();
    await loginOrderMember(other, testInfo, 'drafts');
    await other.goto('/en/grading/submit');
    await expectStep(other, 'Cards');
    expect((await storedDraft(other)) ?? '').not.toContain(first);
    await other.getByRole('button', { name: 'Saved drafts' }).click();
    const list = other.getByRole('dialog', { name: 'Saved drafts' });
    await list.getByRole('listitem').filter({ hasText: 'General · 4 cards · NT$2,700' }).getByRole('button', { name: 'Resume' }).click();
    await expect(list).toBeHidden();
    await expectLines(other, first, second);
  } finally {
    await device.close();
  }
});
