// Issue #7 (OWASP "Account lockout"): a stranger's wrong passwords cannot lock a member out. After a few
// failures the account asks for a proof of work: the login shows the self-hosted ALTCHA check, which
// solves itself, and the owner gets in with the right password (never a 429).
import { randomInt } from 'node:crypto';
import { createMember, expect, sameOrigin, submitLoginForm, test } from '../support/accounts';

test("after a stranger's failed guesses the owner passes the proof of work and logs in", async ({ page, context, request }, testInfo) => {
  const member = await createMember(request, testInfo, 'guessed');
  // The attacker, from an address of its own (the owner's per-address counters stay clean).
  const attacker = { ...sameOrigin(testInfo), 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` };
  for (let i = 0; i < 5; i += 1) {
    const guess = await request.post('/api/login', { headers: attacker, data: { email: member.email, password: `Guess!${i}abc` } });
    expect(guess.status()).toBeLessThan(500);
    expect(guess.status()).not.toBe(429);
  }

  await page.goto('/en/login');
  const form = page.getByRole('main').locator('form');
  await submitLoginForm(page, member);
  await expect(form.getByRole('alert')).toHaveText('Too many failed attempts for this account. Wait for the check below to finish, then log in again.');
  await expect(page).toHaveURL('/en/login');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('rft');

  // The check solves itself in the browser; the button waits for it.
  await expect(form.getByTestId('captcha').getByText('Verified', { exact: true })).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/en');
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('rft');
});
