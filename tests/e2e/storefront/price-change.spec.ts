// Issue #11 (docs/decisions/0014-static-pages.md): /grading/pricing is served from the cache, and an admin's price
// change through the back-office API shows at the next request in all three languages — no rebuild, no waiting —
// to a member and to a guest (the guest's address is the one the proxy rewrites `?currency=` to). Behind the reverse
// proxy the same holds for its copies: tests/e2e/proxy/page-change.spec.ts.
// Each project changes its own currency (PRICE_CHANGE_CURRENCY) and puts the price back, whatever happens.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { formatMoney } from '@/lib/shared/money';
import type { PricePolicyUpdateInput } from '@/lib/shared/schemas/admin/price-policy';
import { expect, sameOrigin, test } from '../support/accounts';
import { FIXTURE_PASSWORD, PRICE_CHANGE_CURRENCY, PRICES_ADMIN } from '../support/e2e-fixtures';

const LOCALES = [
  { prefix: '', locale: 'zh-TW' },
  { prefix: '/en', locale: 'en' },
  { prefix: '/ko', locale: 'ko' },
] as const;

type Currency = (typeof PRICE_CHANGE_CURRENCY)[keyof typeof PRICE_CHANGE_CURRENCY];
interface StoredPolicy extends PricePolicyUpdateInput {
  currency: string;
  updatedAt: string;
}

async function storedPolicy(request: APIRequestContext, currency: Currency): Promise<StoredPolicy> {
  const response = await request.get('/api/admin/price-policy');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { policies: { currency: string; policy: StoredPolicy }[] } };
  return data.policies.find((row) => row.currency === currency)!.policy;
}

async function saveRegularPrice(request: APIRequestContext, testInfo: TestInfo, currency: Currency, amount: number): Promise<void> {
  const { currency: _currency, updatedAt, ...prices } = await storedPolicy(request, currency);
  const services = prices.services.map((row) => (row.serviceName === 'REG' ? { ...row, amount } : row));
  const response = await request.put(`/api/admin/price-policy/${currency}`, {
    headers: sameOrigin(testInfo),
    data: { ...prices, services, expectedUpdatedAt: updatedAt },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The guest's address of one currency's cached page (no query: proxy.ts rewrites `?currency=` to it). */
const guestPricing = (prefix: string, currency: Currency) => `${prefix}/grading/pricing/${currency}`;

/** Visits the page until Next answers it from its cache (the first visit after a start may generate it). */
async function answeredFromCache(visitor: Page, url: string) {
  await expect.poll(async () => (await visitor.goto(url))!.headers()['x-nextjs-cache'], { message: `${url} from Next's cache`, timeout: 10_000 }).toBe('HIT');
}

test('an admin’s price change is on the cached pricing page at the next request, in three languages', async ({ page, browser }, testInfo) => {
  const currency = PRICE_CHANGE_CURRENCY[testInfo.project.name as keyof typeof PRICE_CHANGE_CURRENCY];
  const login = await page.request.post('/api/login', { headers: sameOrigin(testInfo), data: { email: PRICES_ADMIN.email, password: FIXTURE_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const before = (await storedPolicy(page.request, currency)).services.find((row) => row.serviceName === 'REG')!.amount;
  const changed = before + 100 * (currency === 'USD' ? 1 : 10);

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();

  // Every language's page is generated and cached before the change, so the change must regenerate it.
  for (const { prefix, locale } of LOCALES) {
    await answeredFromCache(page, `${prefix}/grading/pricing?currency=${currency}`);
    await expect(page.getByTestId('price-REG')).toContainText(formatMoney(before, currency, locale));
    await answeredFromCache(guest, guestPricing(prefix, currency));
    await expect(guest.getByTestId('price-REG')).toContainText(formatMoney(before, currency, locale));
  }

  await saveRegularPrice(page.request, testInfo, currency, changed);
  try {
    for (const { prefix, locale } of LOCALES) {
      const next = await page.goto(`${prefix}/grading/pricing?currency=${currency}`);
      // Still from the cache (not rendered for this request), and already the new price.
      expect(next!.headers()['x-nextjs-cache']).toBe('HIT');
      await expect(page.getByTestId('price-REG')).toContainText(formatMoney(changed, currency, locale));
      // The guest's page too, from the cache.
      const guestNext = await guest.goto(guestPricing(prefix, currency));
      expect(guestNext!.headers()['x-nextjs-cache']).toBe('HIT');
      await expect(guest.getByTestId('price-REG')).toContainText(formatMoney(changed, currency, locale));
    }
  } finally {
    await saveRegularPrice(page.request, testInfo, currency, before);
    await guestContext.close();
  }
  await page.goto(`/ko/grading/pricing?currency=${currency}`);
  await expect(page.getByTestId('price-REG')).toContainText(formatMoney(before, currency, 'ko'));
});
