// Helpers of the member-account journeys (tests/e2e/accounts): unique members, codes from the dev outbox,
// logging in, and reading the header on both projects.
import { randomInt } from 'node:crypto';
import { type APIRequestContext, type Locator, type Page, type TestInfo, test as base, expect } from '@playwright/test';
import { openDrawerIfMobile } from './layout';

/**
 * Every test is its own client address. Sign-up, login and code sending are rate limited per IP (10
 * sign-ups an hour), and the suite's two projects sign up more members than that from 127.0.0.1. The
 * e2e server runs with TRUST_PROXY=1 (playwright.config.ts), so this header is the address it counts,
 * as behind the real deployment's proxy. 198.18.0.0/15 is reserved for benchmarks: never a real client.
 */
export const test = base.extend({
  // The fixture callback is not named `use`: the React hooks lint rule would take it for React's use().
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}` });
  },
});
export { expect };

export const PASSWORD = 'Journey!2345';

/** A fresh address per call: both projects share one database. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `${label}-${testInfo.project.name}-${Date.now()}${randomInt(1000, 10_000)}@e2e.test`;
}

/** A nickname the sign-up rules accept (2 to 32 letters or digits), unique enough to find in the header. */
export function uniqueNick(prefix: string): string {
  return `${prefix}${randomInt(10_000, 100_000)}`;
}

function origin(testInfo: TestInfo): string {
  return new URL(String(testInfo.project.use.baseURL)).origin;
}

/** State-changing API calls must name our origin (same-origin check), as the browser does. */
export function sameOrigin(testInfo: TestInfo): Record<string, string> {
  return { origin: origin(testInfo) };
}

interface OutboxEntry {
  to: string;
  channel: 'EMAIL' | 'SMS';
  subject: string | null;
  text: string;
  template: string;
}

/** The six-digit code of the newest message to `to` (an e-mail address or an E.164 number). */
export async function latestCode(request: APIRequestContext, to: string, template: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        expect(response.ok(), 'GET /api/dev/outbox (DEV_OUTBOX=1)').toBe(true);
        const body = (await response.json()) as { data: OutboxEntry[] };
        const message = body.data.find((entry) => entry.template === template);
        code = message ? (/\b(\d{6})\b/.exec(message.text)?.[1] ?? null) : null;
        return code;
      },
      { message: `a ${template} message to ${to} in the outbox` },
    )
    .not.toBeNull();
  return code!;
}

/** How many messages the outbox holds for `to`. */
export async function outboxCount(request: APIRequestContext, to: string): Promise<number> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: OutboxEntry[] }).data.length;
}

export interface Member {
  email: string;
  password: string;
  nick: string;
}

/** Signs a member up through the API (the UI sign-up is journey 1's subject); verified unless told not to. */
export async function createMember(request: APIRequestContext, testInfo: TestInfo, label: string, options: { verified?: boolean } = {}): Promise<Member> {
  const member = { email: uniqueEmail(testInfo, label), password: PASSWORD, nick: uniqueNick(label.replace(/[^A-Za-z]/g, '').slice(0, 10) || 'member') };
  const signup = await request.post('/brg/api/member/signup', {
    headers: sameOrigin(testInfo),
    data: {
      mbNick: member.nick,
      email: member.email,
      password: member.password,
      passwordConfirm: member.password,
      over14: true,
      agreeTerms: true,
      agreePrivacy: true,
      agreeCrossBorder: true,
      advertisingConsent: false,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  if (options.verified === false) return member;
  const code = await latestCode(request, member.email, 'verifyEmail');
  const verify = await request.post('/api/verifyEmailCode', { headers: sameOrigin(testInfo), data: { email: member.email, code } });
  expect(verify.status(), await verify.text()).toBe(200);
  return member;
}

/** Logs in through POST /api/login with the page's own request context: the cookies land in the browser. */
export async function loginByApi(page: Page, testInfo: TestInfo, member: Pick<Member, 'email' | 'password'>): Promise<void> {
  const response = await page.request.post('/api/login', { headers: sameOrigin(testInfo), data: { email: member.email, password: member.password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills the login form of the current page (labels in `texts`, English by default) and submits it. */
export async function submitLoginForm(
  page: Page,
  member: Pick<Member, 'email' | 'password'>,
  options: { stayLoggedIn?: boolean; texts?: { email: string; password: string; stay: string; submit: string } } = {},
): Promise<void> {
  const texts = options.texts ?? { email: 'E-mail', password: 'Password', stay: 'Stay logged in', submit: 'Log in' };
  const form = page.getByRole('main').locator('form');
  await form.getByRole('textbox', { name: texts.email }).fill(member.email);
  await form.getByRole('textbox', { name: texts.password, exact: true }).fill(member.password);
  if (options.stayLoggedIn) await form.getByRole('checkbox', { name: texts.stay }).check();
  await form.getByRole('button', { name: texts.submit, exact: true }).click();
}

/** The header's account links: the top bar on desktop, the drawer on the 390 px project (opened here). */
export async function accountArea(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (testInfo.project.name === 'mobile') return openDrawerIfMobile(page, testInfo);
  return page.getByRole('navigation', { name: /^(Account|會員選單|회원 메뉴)$/ });
}

/** Closes the drawer opened by accountArea on the mobile project. */
export async function closeAccountArea(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name !== 'mobile') return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}
