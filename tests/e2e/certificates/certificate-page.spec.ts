// What the world sees of a grade (issue #22; docs/product/certificates.md#verdicts,
// docs/product/certificates.md#label-generations, docs/product/certificates.md#certificate-lookup), on desktop and at
// 390 px: staff print a card's label; the label's QR address, opened by a guest, says "Valid label" first, with the
// proof box and the record; one character changed in the code says "Not verified"; after a reholder's new label is
// printed the old one says "Replaced label" and the new one is valid; the home page's search leads to the page, and a
// malformed serial gets the look-up's answer (400) with the SPEC's message.
import { type APIRequestContext, type TestInfo } from '@playwright/test';
import { expect, sameOrigin, test } from '../support/accounts';
import { CERTIFICATE_FIXTURES, type CertificateProject, FIXTURE_PASSWORD, LAB } from '../support/e2e-fixtures';

interface Sheet {
  labels: { serial: string; qrUrl: string }[];
}

/** Staff, in a request context of their own (the guest's browser never carries their session). */
async function staffRequest(request: APIRequestContext, testInfo: TestInfo) {
  const login = await request.post('/api/login', { headers: sameOrigin(testInfo), data: { email: LAB.staff.email, password: FIXTURE_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return {
    /** The sheet's QR address for the serial, then the Print button's record. */
    async print(orderNumber: string, serial: string): Promise<string> {
      const sheet = await request.get(`/api/admin/orders/${orderNumber}/labels`);
      expect(sheet.status(), await sheet.text()).toBe(200);
      const label = ((await sheet.json()) as { data: Sheet }).data.labels.find((entry) => entry.serial === serial);
      expect(label, `a label for ${serial} on ${orderNumber}`).toBeTruthy();
      const printed = await request.post(`/api/admin/orders/${orderNumber}/labels-printed`, { headers: sameOrigin(testInfo), data: { serials: [serial] } });
      expect(printed.status(), await printed.text()).toBe(200);
      return label!.qrUrl;
    },
  };
}

/** This project's card (the spec runs in the desktop and mobile projects, each with a card of its own). */
function fixtureOf(project: string) {
  const fixture = CERTIFICATE_FIXTURES[project as CertificateProject];
  if (!fixture) throw new Error(`no certificate fixture for the ${project} project`);
  return fixture;
}

/** The address as the QR code carries it, on the test server (the code names the run's APP_ORIGIN). */
const onServer = (qrUrl: string) => {
  const url = new URL(qrUrl);
  return `/en${url.pathname}${url.search}`;
};

/** The same code with one character of the signature changed. */
function altered(qrUrl: string): string {
  const url = new URL(qrUrl);
  const sig = url.searchParams.get('s')!;
  url.searchParams.set('s', `${sig.slice(0, 5)}${sig[5] === 'A' ? 'B' : 'A'}${sig.slice(6)}`);
  return url.toString();
}

test('a printed label opens its certificate: valid, altered, replaced by a reholder', async ({ page, request }, testInfo) => {
  const fixture = fixtureOf(testInfo.project.name);
  const staff = await staffRequest(request, testInfo);
  const firstLabel = await staff.print(fixture.gradedOrder, fixture.serial);
  expect(firstLabel).toMatch(new RegExp(`/certification/${fixture.serial}\\?k=e2e&s=[A-Za-z0-9_-]{22}$`));

  await test.step('the QR address says "Valid label" first, then the proof box and the record', async () => {
    const response = await page.goto(onServer(firstLabel));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(onServer(firstLabel));
    const verdict = page.getByRole('status');
    await expect(verdict.getByRole('heading', { level: 2 })).toHaveText('Valid label');
    await expect(verdict).toContainText(`issued for serial ${fixture.serial}`);
    await expect(page.getByRole('heading', { name: 'What a label check proves' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'What a label check proves' })).toContainText('a genuine label can be copied or moved');
    await expect(page.getByTestId('certificate-grade')).toHaveText(String(fixture.grade));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`2023 The Pokémon Company Scarlet & Violet 151 #151/165 ${fixture.playerName}`);
    const labels = page.getByRole('region', { name: 'Label history' });
    await expect(labels.getByRole('listitem')).toHaveCount(1);
    await expect(labels.getByRole('listitem')).toContainText('Label 1');
    await expect(labels.getByRole('listitem')).toContainText('current');
    // Nothing about the owner.
    await expect(page.locator('body')).not.toContainText(LAB.member.email);
    await expect(page.locator('body')).not.toContainText(LAB.member.nick);
  });

  await test.step('one character changed: "Not verified"', async () => {
    await page.goto(onServer(altered(firstLabel)));
    await expect(page.getByRole('status').getByRole('heading', { level: 2 })).toHaveText('Not verified');
    await expect(page.getByTestId('certificate-grade')).toHaveText(String(fixture.grade));
  });

  await test.step("after the reholder's new label, the old one is replaced and the new one valid", async () => {
    const newLabel = await staff.print(fixture.reholderOrder, fixture.serial);
    expect(newLabel).not.toBe(firstLabel);
    await page.goto(onServer(firstLabel));
    const verdict = page.getByRole('status');
    await expect(verdict.getByRole('heading', { level: 2 })).toHaveText('Replaced label');
    await expect(verdict).toContainText('(reholder)');
    await expect(verdict).toContainText(`The current grade is ${fixture.grade}`);
    await page.goto(onServer(newLabel));
    await expect(page.getByRole('status').getByRole('heading', { level: 2 })).toHaveText('Valid label');
    const labels = page.getByRole('region', { name: 'Label history' }).getByRole('listitem');
    await expect(labels).toHaveCount(2);
    await expect(labels.first()).toContainText('replaced');
    await expect(labels.last()).toContainText('current');
  });
});

test('the home search leads to the certificate; a malformed serial is answered with the rule', async ({ page }, testInfo) => {
  const fixture = fixtureOf(testInfo.project.name);
  await page.goto('/en');
  const search = page.getByRole('search');
  await search.getByLabel('Serial number').fill(`${fixture.serial.slice(0, 4)} ${fixture.serial.slice(4)}`);
  await search.getByRole('button', { name: 'Look up' }).click();
  await expect(page).toHaveURL(`/en/certification/${fixture.serial}`);
  await expect(page.getByTestId('certificate-grade')).toHaveText(String(fixture.grade));
  // A plain look-up has no verdict, only the record and the proof box.
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What a label check proves' })).toBeVisible();

  // The browser refuses it first, with the SPEC's message...
  await page.goto('/en/certification');
  await page.getByRole('search').getByLabel('Serial number').fill('48291735');
  await page.getByRole('search').getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('A serial number is 7 digits.')).toBeVisible();
  await expect(page).toHaveURL('/en/certification');
  // ...and the server answers the same with 400, and an unknown serial with a 404.
  const bad = await page.goto('/en/certification?serial=48291735');
  expect(bad?.status()).toBe(400);
  await expect(page.getByText('A serial number is 7 digits.').first()).toBeVisible();
  const unknown = await page.goto('/en/certification/1000000');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No certificate 1000000');
  await expect(page.getByRole('search').getByLabel('Serial number')).toHaveValue('1000000');
});
