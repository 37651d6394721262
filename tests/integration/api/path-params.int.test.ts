/** @jest-environment node */
// Issue #24: routes declare their path's parameters as their query schema (lib/server/api/parsed-query.ts) instead of
// reading req.query in run. The answers stay what they were: a malformed parameter is the feature's not-found (404, so
// ids cannot be probed), checked before the other query values (a bad ?size= is a 400 only for a well-formed id), and
// a body is still checked before the path (route(): body, then query); a link's extra parameters change nothing.
import apiKeyRoute from '@/pages/api/account/api-keys/[id]';
import addressRoute from '@/pages/api/member/addresses/[id]';
import draftRoute from '@/pages/api/orders/drafts/[id]';
import orderRoute from '@/pages/api/orders/[orderNumber]/index';
import photoRoute from '@/pages/api/photos/[id]';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { type SignedIn, signedInMember } from '@/tests/integration/account/account-helpers';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
let alice: SignedIn;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  alice = await signedInMember(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const MALFORMED = ['x', '0', '-1', '1.5', '99999999999', "1' OR '1'='1", '<script>', '9'.repeat(10_240)];

test('a malformed order number, photo, draft or API-key id is the feature’s 404', async () => {
  const cookies = alice.jar.cookies;
  for (const value of MALFORMED) {
    for (const answer of [
      await callApi(orderRoute, { query: { orderNumber: value, utm_source: 'mail' }, cookies }),
      await callApi(photoRoute, { query: { id: value }, cookies }),
      await callApi(photoRoute, { method: 'DELETE', query: { id: value, size: 'huge' }, cookies }),
      await callApi(draftRoute, { method: 'DELETE', query: { id: value }, cookies }),
      await callApi(apiKeyRoute, { method: 'DELETE', query: { id: value }, cookies }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
  }
});

test('the path is checked before ?size=, and a body before the path', async () => {
  const cookies = alice.jar.cookies;
  expect((await callApi(photoRoute, { query: { id: 'x', size: 'huge' }, cookies })).status).toBe(404);
  expect((await callApi(photoRoute, { query: { id: '2147483647', size: 'huge' }, cookies })).status).toBe(400);
  expect((await callApi(photoRoute, { query: { id: '2147483647', size: 'thumb' }, cookies })).status).toBe(404);
  expect((await callApi(addressRoute, { method: 'PUT', query: { id: 'x' }, body: {}, cookies })).status).toBe(400);
  expect((await callApi(addressRoute, { method: 'DELETE', query: { id: 'x' }, cookies })).status).toBe(404);
});

test('without a session the answer is 401 whatever the path', async () => {
  expect((await callApi(orderRoute, { query: { orderNumber: 'x' } })).status).toBe(401);
  expect((await callApi(photoRoute, { query: { id: 'x' } })).status).toBe(401);
});
