// A page staff change, seen by a guest through the reverse proxy (issue #23, decision 0025): the proxy keeps a guest's
// page a few seconds, and the app renews that copy the moment an admin changes what it shows
// (lib/server/static-pages/proxy-refresh.ts). A guest's very next request — answered from the proxy's copy, not by the
// app — already shows the change, in every language and in the data a guest's in-site navigation fetches.
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { sameOrigin } from '../support/accounts';
import { FIXTURE_PASSWORD, PRICES_ADMIN } from '../support/e2e-fixtures';

const FAQ_PAGES = ['/about-us/faq', '/en/about-us/faq', '/ko/about-us/faq'];
const buildId = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
/** The data Next's router fetches when a guest moves to the FAQ inside the site. */
const FAQ_DATA = `/_next/data/${buildId}/zh-TW/about-us/faq.json`;

/** Asks until the proxy answers from its copy (a copy from before may be renewed on the first visits). */
async function fromProxyCopy(guest: APIRequestContext, url: string): Promise<string> {
  await expect.poll(async () => (await guest.get(url)).headers()['x-proxy-cache'], { message: `${url} from the proxy's copy`, timeout: 15_000 }).toBe('HIT');
  const answer = await guest.get(url);
  expect(answer.headers()['x-proxy-cache'], url).toBe('HIT');
  return answer.text();
}

test('an admin’s FAQ change is on the proxy’s copy at the guest’s next request, and so is its removal', async ({ playwright, baseURL, page }, testInfo) => {
  const guest = await playwright.request.newContext({ baseURL });
  const question = `Proxy refresh ${testInfo.project.name} ${Date.now()}?`;
  let entryId: number | null = null;
  try {
    for (const url of [...FAQ_PAGES, FAQ_DATA]) expect(await fromProxyCopy(guest, url)).not.toContain(question);

    const login = await page.request.post('/api/login', { headers: sameOrigin(testInfo), data: { email: PRICES_ADMIN.email, password: FIXTURE_PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    const created = await page.request.post('/api/admin/faq', {
      headers: sameOrigin(testInfo),
      data: {
        topic: 'submission',
        translations: { 'zh-TW': { question, answer: '代理伺服器的副本已更新。' }, en: { question: '', answer: '' }, ko: { question: '', answer: '' } },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    entryId = ((await created.json()) as { data: { id: number } }).data.id;

    // At once, from the proxy's copy (no waiting for it to expire): the app renewed it before answering the admin.
    for (const url of [...FAQ_PAGES, FAQ_DATA]) {
      const answer = await guest.get(url);
      expect(answer.headers()['x-proxy-cache'], url).toBe('HIT');
      expect(await answer.text(), url).toContain(question);
    }

    const removed = await page.request.delete(`/api/admin/faq/${entryId}`, { headers: sameOrigin(testInfo) });
    expect(removed.status(), await removed.text()).toBe(200);
    entryId = null;
    for (const url of [...FAQ_PAGES, FAQ_DATA]) {
      const answer = await guest.get(url);
      expect(answer.headers()['x-proxy-cache'], url).toBe('HIT');
      expect(await answer.text(), url).not.toContain(question);
    }
  } finally {
    if (entryId !== null) await page.request.delete(`/api/admin/faq/${entryId}`, { headers: sameOrigin(testInfo) });
    await guest.dispose();
  }
});
