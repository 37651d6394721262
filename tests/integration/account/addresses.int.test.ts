/** @jest-environment node */
// Shipping address book (docs/product/accounts.md#shipping-addresses): required fields, the first address is the
// default, switching the default, the default cannot be deleted, the 20-address cap, and ownership (404).
import listRoute from '@/pages/api/member/addresses/index';
import itemRoute from '@/pages/api/member/addresses/[id]';
import defaultRoute from '@/pages/api/member/addresses/[id]/default';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { AddressView } from '@/lib/shared/schemas/address';
import { CookieJar, callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { HOSTILE_BODIES, signedInMember } from './account-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const ADDRESS = {
  nickname: 'Home',
  recipient: 'Chen Wei',
  phone: '0912-345-678',
  postalCode: '104',
  address: 'No. 100, Sec. 2, Nanjing E. Rd., Taipei',
  addressDetail: '8F',
  deliveryMemo: 'Call first',
};

const create = (jar: CookieJar, body: unknown) => callApi<AddressView>(listRoute, { method: 'POST', cookies: jar.cookies, body });
const list = async (jar: CookieJar) => (await callApi<AddressView[]>(listRoute, { cookies: jar.cookies })).body.data!;
const update = (jar: CookieJar, id: number | string, body: unknown) =>
  callApi<AddressView>(itemRoute, { method: 'PUT', cookies: jar.cookies, query: { id: String(id) }, body });
const remove = (jar: CookieJar, id: number | string) => callApi(itemRoute, { method: 'DELETE', cookies: jar.cookies, query: { id: String(id) } });
const makeDefault = (jar: CookieJar, id: number | string) =>
  callApi<AddressView>(defaultRoute, { method: 'POST', cookies: jar.cookies, query: { id: String(id) } });

test('every call needs a session', async () => {
  const anonymous = new CookieJar();
  expect((await callApi(listRoute, {})).status).toBe(401);
  expect((await create(anonymous, ADDRESS)).status).toBe(401);
  expect((await update(anonymous, 1, ADDRESS)).status).toBe(401);
  expect((await remove(anonymous, 1)).status).toBe(401);
  expect((await makeDefault(anonymous, 1)).status).toBe(401);
});

test('the first address becomes the default; a later one does not unless asked', async () => {
  const { member, jar } = await signedInMember(testDb.db);
  const first = await create(jar, { ...ADDRESS, isDefault: false });
  expect(first.status).toBe(201);
  expect(first.body.data).toMatchObject({ ...ADDRESS, isDefault: true });
  const second = await create(jar, { ...ADDRESS, nickname: 'Office' });
  expect(second.body.data?.isDefault).toBe(false);
  const third = await create(jar, { ...ADDRESS, nickname: 'Parents', isDefault: true });
  expect(third.body.data?.isDefault).toBe(true);
  const all = await list(jar);
  expect(all.map((a) => [a.nickname, a.isDefault])).toEqual([
    ['Parents', true],
    ['Office', false],
    ['Home', false],
  ]);
  expect(await testDb.db.auditLog.count({ where: { actorId: member.id, action: 'address.created' } })).toBe(3);
});

test('switching the default un-defaults the others; the default cannot be deleted', async () => {
  const { jar } = await signedInMember(testDb.db);
  const home = (await create(jar, ADDRESS)).body.data!;
  const office = (await create(jar, { ...ADDRESS, nickname: 'Office' })).body.data!;
  const refused = await remove(jar, home.id);
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ code: 'DEFAULT_ADDRESS_UNDELETABLE', message: 'Cannot delete default address' });

  const switched = await makeDefault(jar, office.id);
  expect(switched.status).toBe(200);
  expect((await list(jar)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([office.id]);
  expect((await remove(jar, home.id)).status).toBe(200);
  expect((await list(jar)).map((a) => a.id)).toEqual([office.id]);
  // Setting the default again is harmless.
  expect((await makeDefault(jar, office.id)).body.data?.isDefault).toBe(true);
});

test('editing keeps the default flag and can move it', async () => {
  const { jar } = await signedInMember(testDb.db);
  const home = (await create(jar, ADDRESS)).body.data!;
  const office = (await create(jar, { ...ADDRESS, nickname: 'Office' })).body.data!;
  const edited = await update(jar, home.id, { ...ADDRESS, recipient: 'Lin Mei', isDefault: false });
  expect(edited.status).toBe(200);
  expect(edited.body.data).toMatchObject({ recipient: 'Lin Mei', isDefault: true });
  const moved = await update(jar, office.id, { ...ADDRESS, nickname: 'Office 2', postalCode: '', isDefault: true });
  expect(moved.body.data).toMatchObject({ nickname: 'Office 2', postalCode: null, isDefault: true });
  expect((await list(jar)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([office.id]);
});

test('two first addresses added at the same moment: exactly one default', async () => {
  const { jar } = await signedInMember(testDb.db);
  const results = await Promise.all([create(jar, ADDRESS), create(jar, { ...ADDRESS, nickname: 'Office' })]);
  expect(results.map((r) => r.status)).toEqual([201, 201]);
  expect((await list(jar)).filter((a) => a.isDefault)).toHaveLength(1);
});

test('nickname, recipient, phone and address are required', async () => {
  const { jar } = await signedInMember(testDb.db);
  const result = await create(jar, { postalCode: '104' });
  expect(result.status).toBe(400);
  expect(result.body.errors?.map((e) => e.path).sort()).toEqual(['address', 'nickname', 'phone', 'recipient']);
  expect(await list(jar)).toEqual([]);
});

test('at most 20 addresses', async () => {
  const { member, jar } = await signedInMember(testDb.db);
  await testDb.db.shippingAddress.createMany({
    data: Array.from({ length: 20 }, (_, i) => ({
      memberId: member.id,
      nickname: `A${i}`,
      recipient: 'r',
      phone: '0912345678',
      address: 'a',
      isDefault: i === 0,
    })),
  });
  const result = await create(jar, ADDRESS);
  expect(result.status).toBe(400);
  expect(result.body.code).toBe('ADDRESS_LIMIT');
});

test("member A gets 404 for every call on member B's address, and B's address is unchanged", async () => {
  const a = await signedInMember(testDb.db);
  const b = await signedInMember(testDb.db);
  await create(a.jar, ADDRESS);
  const bHome = (await create(b.jar, ADDRESS)).body.data!;
  const bOffice = (await create(b.jar, { ...ADDRESS, nickname: 'Office' })).body.data!;
  expect((await update(a.jar, bOffice.id, { ...ADDRESS, recipient: 'Thief' })).status).toBe(404);
  expect((await remove(a.jar, bOffice.id)).status).toBe(404);
  expect((await makeDefault(a.jar, bOffice.id)).status).toBe(404);
  const missing = await remove(a.jar, 999_999);
  expect(missing.status).toBe(404);
  expect((await remove(a.jar, bOffice.id)).body).toEqual(missing.body);
  expect((await list(a.jar)).every((x) => x.id !== bHome.id && x.id !== bOffice.id)).toBe(true);
  const bList = await list(b.jar);
  expect(bList.map((x) => [x.id, x.recipient, x.isDefault])).toEqual([
    [bHome.id, 'Chen Wei', true],
    [bOffice.id, 'Chen Wei', false],
  ]);
});

test('hostile ids and bodies get 4xx, never 500', async () => {
  const { jar } = await signedInMember(testDb.db);
  const own = (await create(jar, ADDRESS)).body.data!;
  for (const id of ['abc', '-1', '0', '1.5', '99999999999', "1' OR '1'='1", '1;DROP TABLE "ShippingAddress"', 'x'.repeat(10_240)]) {
    expect((await update(jar, id, ADDRESS)).status).toBe(404);
    expect((await remove(jar, id)).status).toBe(404);
    expect((await makeDefault(jar, id)).status).toBe(404);
  }
  for (const body of [
    ...HOSTILE_BODIES,
    { ...ADDRESS, phone: 912345678 },
    { ...ADDRESS, address: 'x'.repeat(10_240) },
    { ...ADDRESS, isDefault: 'yes please' },
    { ...ADDRESS, nickname: { $gt: '' } },
  ]) {
    const created = await create(jar, body);
    expect(created.status).toBe(400);
    expect((await update(jar, own.id, body)).status).toBe(400);
  }
  // Markup is stored as text (React escapes it when shown), never executed or refused.
  const markup = await create(jar, { ...ADDRESS, deliveryMemo: '<img src=x onerror=alert(1)>' });
  expect(markup.body.data?.deliveryMemo).toBe('<img src=x onerror=alert(1)>');
  expect((await callApi(listRoute, { method: 'PATCH', cookies: jar.cookies })).status).toBe(405);
});
