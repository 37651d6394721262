/** @jest-environment node */
// My collection (issue #25): GET /api/member/collection lists the member's own public certificates — voided ones
// marked, unpublished ones not yet —, filters (name, serial, grade including "A", category, year), sorts and pages;
// the portfolio and the CSV read the same cards; another member's never appear; guests get 401; a bad query is a 400.
import { COLLECTION_PAGE_SIZE } from '@/lib/shared/collection/collection-query';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { type SignedIn, signedInMember } from '@/tests/integration/account/account-helpers';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { addScans, exportApi, listCollectionApi, ownedCertificate, portfolioApi } from './collection-helpers';

let testDb: TestDb;
let alice: SignedIn;
let bob: SignedIn;
/** Alice's cards by label. */
const cards: Record<string, { id: number; serial: string }> = {};
let bobSerial: string;

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  const db = testDb.db;
  alice = await signedInMember(db);
  bob = await signedInMember(db);
  const owned = (label: string, data: Parameters<typeof ownedCertificate>[2]) =>
    ownedCertificate(db, alice.member.id, data).then((row) => (cards[label] = { id: row.id, serial: row.serial }));
  await owned('pikachu10', { playerName: 'Pikachu', cardCategory: 'POKEMON', year: 1999, grade: 10, authentic: false, ownedSince: day(5) });
  await owned('pikachuA', { playerName: 'Pikachu V', cardCategory: 'POKEMON', year: 2021, grade: null, authentic: true, ownedSince: day(4) });
  await owned('ohtani9', { playerName: 'Shohei Ohtani', cardCategory: 'SPORTS', year: 2018, grade: 9, authentic: false, ownedSince: day(3) });
  await owned('voided', {
    playerName: 'Blue-Eyes White Dragon',
    cardCategory: 'YUGIOH',
    year: 2002,
    grade: 8,
    authentic: false,
    ownedSince: day(2),
    voidedAt: day(10),
    voidReason: 'issued in error',
  });
  await owned('formula', { playerName: '=HYPERLINK("http://x")', cardCategory: 'ETC', year: 2020, grade: 7, authentic: false, ownedSince: day(1) });
  // Graded on her order, but the order has not reached CARD_SCORED: not in the collection yet.
  await owned('unpublished', { playerName: 'Pikachu', publishedAt: null, grade: 10, authentic: false, ownedSince: day(6) });
  await addScans(db, cards.pikachu10!.id, alice.member.id);
  bobSerial = (await ownedCertificate(db, bob.member.id, { playerName: 'Pikachu', grade: 10, authentic: false, cardCategory: 'POKEMON' })).serial;
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const serials = (labels: string[]) => labels.map((label) => cards[label]!.serial);
const listed = async (query: Record<string, string> = {}, who = alice) => {
  const result = await listCollectionApi(who.jar.cookies, query);
  expect(result.status).toBe(200);
  return result.body.data!;
};

test("the member's public certificates, newest first; a voided one marked; an unpublished one and others' never", async () => {
  const result = await listCollectionApi(alice.jar.cookies);
  expect(result.status).toBe(200);
  expect(result.headers['cache-control']).toBe('private, no-store');
  const page = result.body.data!;
  expect(page.items.map((item) => item.serial)).toEqual(serials(['pikachu10', 'pikachuA', 'ohtani9', 'voided', 'formula']));
  expect(page).toMatchObject({ total: 5, pageSize: COLLECTION_PAGE_SIZE, query: { sort: 'recent', page: 1 } });
  expect(page.items.map((item) => item.serial)).not.toContain(bobSerial);
  const [first, authentic, , voided] = page.items;
  expect(first).toMatchObject({ name: 'Pikachu', category: 'POKEMON', year: 1999, grade: '10', voidedAt: null, ownedSince: day(5).toISOString() });
  expect(authentic!.grade).toBe('A');
  expect(voided!.voidedAt).toBe(day(10).toISOString());
  // Front then back, each with the certificate page's thumbnail and zoom addresses.
  expect(first!.scans.map((scan) => scan.side)).toEqual(['front', 'back']);
  expect(first!.scans[0]!.thumbUrl).toMatch(new RegExp(`^/api/certificates/${first!.serial}/images/\\d+\\?size=thumb$`));
  expect(first!.scans[0]!.zoomUrl).toMatch(/\?size=zoom$/);
  expect(authentic!.scans).toEqual([]);

  // Bob sees only his own card.
  expect((await listed({}, bob)).items.map((item) => item.serial)).toEqual([bobSerial]);
});

test.each<[string, Record<string, string>, string[]]>([
  ['name, any case, part of it', { name: 'pikachu' }, ['pikachu10', 'pikachuA']],
  ['grade "A"', { grade: 'A' }, ['pikachuA']],
  ['grade 10 (not the "A" card)', { grade: '10' }, ['pikachu10']],
  ['category', { category: 'SPORTS' }, ['ohtani9']],
  ['year', { year: '2002' }, ['voided']],
  ['name and grade', { name: 'PIKACHU', grade: '10' }, ['pikachu10']],
  ['nothing matches', { name: 'charizard' }, []],
])('filter: %s', async (_label, query, expected) => {
  const page = await listed(query);
  expect(page.items.map((item) => item.serial)).toEqual(serials(expected));
  expect(page.total).toBe(expected.length);
});

test('filter: a serial in full or its first digits', async () => {
  const serial = cards.ohtani9!.serial;
  expect((await listed({ serial })).items.map((item) => item.serial)).toEqual([serial]);
  const prefix = await listed({ serial: serial.slice(0, 4) });
  expect(prefix.items.map((item) => item.serial)).toContain(serial);
  for (const item of prefix.items) expect(item.serial.startsWith(serial.slice(0, 4))).toBe(true);
  // Bob's serial is never found in Alice's collection.
  expect((await listed({ serial: bobSerial })).items).toEqual([]);
});

test('sorts: grade high to low puts "A" after every number; by name; by serial; oldest first', async () => {
  expect((await listed({ sort: 'grade-desc' })).items.map((item) => item.grade)).toEqual(['10', '9', '8', '7', 'A']);
  expect((await listed({ sort: 'grade-asc' })).items.map((item) => item.grade)).toEqual(['7', '8', '9', '10', 'A']);
  expect((await listed({ sort: 'name' })).items.map((item) => item.name)).toEqual([
    '=HYPERLINK("http://x")',
    'Blue-Eyes White Dragon',
    'Pikachu',
    'Pikachu V',
    'Shohei Ohtani',
  ]);
  const bySerial = (await listed({ sort: 'serial' })).items.map((item) => item.serial);
  expect(bySerial).toEqual([...bySerial].sort());
  expect((await listed({ sort: 'oldest' })).items.map((item) => item.serial)).toEqual(serials(['formula', 'voided', 'ohtani9', 'pikachuA', 'pikachu10']));
});

test('pages of 24: every card once, in order; a page past the end is empty', async () => {
  const carol = await signedInMember(testDb.db);
  for (let i = 0; i < COLLECTION_PAGE_SIZE + 6; i += 1) {
    await ownedCertificate(testDb.db, carol.member.id, { grade: 9, authentic: false, ownedSince: new Date(Date.UTC(2026, 1, 1, 0, i)) });
  }
  const first = await listed({}, carol);
  const second = await listed({ page: '2' }, carol);
  expect(first.items).toHaveLength(COLLECTION_PAGE_SIZE);
  expect(second.items).toHaveLength(6);
  expect(first.total).toBe(30);
  expect(second.total).toBe(30);
  const all = [...first.items, ...second.items].map((item) => item.ownedSince!);
  expect(new Set(all).size).toBe(30);
  expect(all).toEqual([...all].sort().reverse());
  // Past the end: no card, but still how many there are.
  expect(await listed({ page: '3' }, carol)).toMatchObject({ items: [], total: 30 });
  expect(await listed({ page: '2', grade: 'A' }, carol)).toMatchObject({ items: [], total: 0 });
});

test('the portfolio counts the same cards: "A" its own column, voided left out of every number but its own', async () => {
  const result = await portfolioApi(alice.jar.cookies);
  expect(result.status).toBe(200);
  expect(result.headers['cache-control']).toBe('private, no-store');
  const portfolio = result.body.data!;
  expect(portfolio).toMatchObject({ cards: 5, voided: 1, graded: 3, gemRate: 1 / 3, distinctCards: 4 });
  const column = (grade: string) => portfolio.byGrade.find((cell) => cell.grade === grade)!.count;
  expect([column('10'), column('9'), column('8'), column('7'), column('A')]).toEqual([1, 1, 0, 1, 1]);
  expect(portfolio.byCategory).toEqual([
    { category: 'POKEMON', count: 2 },
    { category: 'SPORTS', count: 1 },
    { category: 'ETC', count: 1 },
  ]);
  expect(portfolio.topCards.map((card) => card.serial)).not.toContain(bobSerial);
  expect(portfolio.overTime[0]).toEqual({ month: '2026-01', added: 4, total: 4 });
  expect((await portfolioApi(bob.jar.cookies)).body.data).toMatchObject({ cards: 1, gemRate: 1 });
});

test('the CSV: a file of the filtered cards, header in the asked language, formulas neutralised, only her own', async () => {
  const result = await exportApi(alice.jar.cookies, { lang: 'en', sort: 'oldest' });
  expect(result.status).toBe(200);
  expect(result.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(result.headers['content-disposition']).toMatch(/^attachment; filename="cardgrade-collection-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(result.headers['cache-control']).toBe('private, no-store');
  expect(result.headers['x-content-type-options']).toBe('nosniff');
  const text = result.text;
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Serial,Player / Pokémon,Category,Year,Brand,Set,Card number,Grade,Graded on,Owned since,Voided,Certificate page');
  expect(lines).toHaveLength(6);
  expect(lines[1]).toContain(`${cards.formula!.serial},"'=HYPERLINK(""http://x"")"`);
  expect(lines[2]).toMatch(new RegExp(`^${cards.voided!.serial},Blue-Eyes White Dragon,Yu-Gi-Oh!,2002,.*,8,.*,yes,.*/certification/${cards.voided!.serial}$`));
  expect(lines.find((line) => line.startsWith(cards.pikachuA!.serial))).toContain(',A,');
  expect(text).not.toContain(bobSerial);
  expect(text).not.toContain(cards.unpublished!.serial);

  const filtered = (await exportApi(alice.jar.cookies, { grade: 'A', lang: 'zh-TW' })).text;
  const filteredLines = filtered.slice(1).split('\r\n').filter(Boolean);
  expect(filteredLines[0]!.startsWith('序號,')).toBe(true);
  expect(filteredLines.slice(1).map((line) => line.split(',')[0])).toEqual([cards.pikachuA!.serial]);
});

test('guests get 401 from every collection route', async () => {
  for (const call of [() => listCollectionApi({}), () => portfolioApi({}), () => exportApi({})]) {
    const result = await call();
    expect(result.status).toBe(401);
  }
});

test.each<[string, Record<string, string>]>([
  ['a grade off the scale', { grade: '9.5' }],
  ['a lower-case "a"', { grade: 'a' }],
  ['letters in the serial', { serial: '12ab' }],
  ['a serial past 7 digits', { serial: '123456789' }],
  ['an unknown category', { category: 'CARS' }],
  ['a year in words', { year: 'MCMXCIX' }],
  ['an unknown sort', { sort: 'price; DROP TABLE' }],
  ['page 0', { page: '0' }],
  ['a huge page', { page: '9'.repeat(40) }],
  ['a name of 10 KiB', { name: 'x'.repeat(10_240) }],
])('%s is a 400, not a 500', async (_label, query) => {
  const list = await listCollectionApi(alice.jar.cookies, query);
  expect(list.status).toBe(400);
  expect(list.body.code).toBeDefined();
  const { page: _page, ...exportQuery } = query;
  if (Object.keys(exportQuery).length > 0) expect((await exportApi(alice.jar.cookies, exportQuery)).status).toBe(400);
});

test('LIKE wildcards in a name are searched for as text', async () => {
  expect((await listed({ name: '%' })).items).toEqual([]);
  expect((await listed({ name: '_' })).items).toEqual([]);
});
