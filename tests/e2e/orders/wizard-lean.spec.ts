// Issue #11: the wizard's first paint is lean (components/submit/SubmitWizard.tsx, lib/shared/lean-routes.ts): the
// server HTML holds the title, the steps and a skeleton in static CSS, without MUI or emotion; the form, with MUI and
// React Query, is loaded in the browser and replaces the skeleton — on a phone the one-line step counter, on a wide
// screen the five steps — without a console error.
import { expect, test } from '../support/accounts';
import { expectStep, loginOrderMember } from '../support/orders';

test('the wizard paints from static HTML, then its form loads', async ({ page }, testInfo) => {
  await loginOrderMember(page, testInfo, 'lean');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  const html = await (await page.request.get('/en/grading/submit')).text();
  expect(html).toContain('<h1');
  expect(html).toContain('Submit cards for grading');
  expect(html).toContain('aria-label="Submission steps"');
  expect(html).toContain('aria-label="Loading the submission form…"');
  expect(html).not.toMatch(/data-emotion|class="[^"]*Mui/);

  await page.goto('/en/grading/submit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit cards for grading');
  await expectStep(page, 'Cards');
  await expect(page.getByRole('group', { name: 'Service' })).toBeVisible();
  await expect(page.getByLabel('Loading the submission form…')).toHaveCount(0);
  const steps = page.getByRole('navigation', { name: 'Submission steps' });
  if (testInfo.project.name === 'mobile') {
    await expect(steps.getByText('Step 1 of 5 · Cards')).toBeVisible();
    await expect(steps.getByRole('listitem').first()).toBeHidden();
  } else {
    await expect(steps.getByRole('listitem')).toHaveText([/Cards$/, /Shipping$/, /Caution$/, /Payment$/, /Complete$/]);
    await expect(steps.getByText('Step 1 of 5 · Cards')).toBeHidden();
  }
  expect(errors).toEqual([]);
});
