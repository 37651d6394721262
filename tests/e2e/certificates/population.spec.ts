// The population report in the browser (issue #22; docs/product/certificates.md#population-report,
// docs/product/certificates.md#captcha), on desktop and at 390 px: the Certification menu leads to it; a search goes
// through the self-hosted proof of work (solved by the page itself) and shows the card with a column per grade, a
// table that scrolls sideways on a phone while the page does not; the address carries the search; the next search needs
// no new check; a card's history opens; the CSV downloads with a byte order mark and the formula-like name neutralised.
// The API asked without the page's pass answers "CAPTCHA required".
import fs from 'node:fs';
import { expect, test } from '../support/accounts';
import { openDrawerIfMobile } from '../support/layout';
import { POPULATION_CARD } from '../support/population-fixtures';

const GRADES = ['10', '9', '8.5', '8', '7.5', '7', '6', '5', '4', '3', '2', '1', 'A'];

test('population search through the CAPTCHA, a card history and a CSV download', async ({ page }, testInfo) => {
  await test.step('the Certification menu leads to the report', async () => {
    await page.goto('/en');
    const menu = await openDrawerIfMobile(page, testInfo);
    if (testInfo.project.name !== 'mobile')
      await page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('button', { name: 'Certification' }).click();
    await menu.getByRole('link', { name: 'Population report' }).click();
    await expect(page).toHaveURL(/\/en\/certification\/population$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Population report');
  });

  const table = page.getByRole('table', { name: 'Certificates per grade for each card' });
  await test.step('a search waits for the proof of work, then shows the card per grade', async () => {
    await page.getByLabel('Card or player name').fill(POPULATION_CARD.search);
    await page.getByRole('button', { name: 'Search' }).click();
    // The check appears (loaded now, not with the page) and solves by itself.
    await expect(page.getByRole('heading', { name: 'A quick check' })).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'A quick check' })).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: POPULATION_CARD.playerName });
    await expect(row.getByRole('rowheader')).toContainText(POPULATION_CARD.playerName);
    await expect(row.getByRole('rowheader')).toContainText(
      `${POPULATION_CARD.year} · E2E Press · ${POPULATION_CARD.setName} · #${POPULATION_CARD.cardNumber} · Pokémon`,
    );
    const cells = await row.getByRole('cell').allTextContents();
    // A column per grade (10 … 1, A), then the total and the last change.
    expect(cells.slice(0, GRADES.length)).toEqual(GRADES.map((grade) => (grade === String(POPULATION_CARD.grade) ? '1' : '0')));
    expect(cells[GRADES.length]).toBe('1');
    await expect(page.getByTestId('population-count')).toContainText('1 card');
    await expect(page).toHaveURL(/\/en\/certification\/population\?name=population\+e2e$/);
  });

  // The phone layout only (a test.skip here would skip the rest of the desktop run too).
  if (testInfo.project.name === 'mobile') {
    await test.step('at 390 px the table scrolls sideways, the page does not', async () => {
      const scroller = page.getByRole('region', { name: 'Certificates per grade for each card' });
      await scroller.scrollIntoViewIfNeeded();
      expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      // The page itself is the phone's width: nothing outside the table's own scroll widens it.
      expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])).toEqual([390, 390]);
      // The card's column stays in view while the grades scroll.
      await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect(table.getByRole('rowheader').first()).toBeInViewport();
      await scroller.evaluate((element) => element.scrollTo({ left: 0 }));
    });
  }

  await test.step("the next search needs no new check; a card's history opens", async () => {
    await page.getByLabel('Year').fill(String(POPULATION_CARD.year));
    await page.getByLabel('Card number').fill(POPULATION_CARD.cardNumber.toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/year=2024/);
    await expect(page.getByRole('heading', { name: 'A quick check' })).toBeHidden();
    await expect(table.getByRole('rowheader')).toHaveCount(1);
    await table.getByRole('button', { name: 'History' }).click();
    const history = page.getByTestId('population-history');
    await expect(history.getByRole('heading')).toHaveText(`History: ${POPULATION_CARD.playerName}`);
    await expect(history.getByRole('rowheader', { name: String(POPULATION_CARD.grade), exact: true })).toBeVisible();
    await expect(history.getByRole('img')).toHaveCount(2);
  });

  await test.step('the CSV downloads: byte order mark, the header in English, the name neutralised', async () => {
    const download = page.waitForEvent('download');
    await page.getByText('Download CSV').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cardgrade-population-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await file.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, row, end] = text.slice(1).split('\r\n');
    expect(header).toBe(`Category,Year,Brand,Set,Card number,Card or player name,${GRADES.join(',')},Total,Last changed`);
    expect(row).toContain(`,${POPULATION_CARD.cardNumber},'${POPULATION_CARD.playerName},`);
    expect(row!.startsWith(`Pokémon,${POPULATION_CARD.year},E2E Press,`)).toBe(true);
    expect(end).toBe('');
  });
});

test('the population API without the pass answers "CAPTCHA required"', async ({ request }) => {
  for (const path of [
    `/api/population/search?name=${encodeURIComponent(POPULATION_CARD.search)}`,
    `/api/population/export.csv?name=${encodeURIComponent(POPULATION_CARD.search)}`,
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(400);
    expect(await answer.json(), path).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'CAPTCHA required' });
  }
});
