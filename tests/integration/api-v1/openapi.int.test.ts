/** @jest-environment node */
// The OpenAPI 3.1 document of the public API (issue #22, docs/product/certificates.md#public-api): valid by a library
// validator (not a hand check), its references all resolve, it names exactly the v1 route files with their methods,
// it is served to any origin and kept an hour — and live answers of every operation, refusals included, match its
// schemas, so a view that changes without its schema fails here.
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import openapiRoute from '@/pages/api/v1/openapi.json';
import batchRoute from '@/pages/api/v1/certificates/batch';
import certificateRoute from '@/pages/api/v1/certificates/[serial]';
import changesRoute from '@/pages/api/v1/population/changes';
import populationRoute from '@/pages/api/v1/population/index';
import { labelFacts, signLabel } from '@/lib/server/certificates/label-signature';
import { OPENAPI_DOCUMENT } from '@/lib/shared/public-api/openapi';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { publishedCertificate } from '../certificates/scan-helpers';
import { memberWithKey, nextIp, resetMeters } from './api-v1-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});
beforeEach(() => resetMeters());

type Document = { paths: Record<string, Record<string, unknown>>; servers: { url: string }[]; components: { schemas: Record<string, unknown> } };
const document = OPENAPI_DOCUMENT as unknown as Document;

test('the document is valid OpenAPI 3.1 by the library validator, and every reference resolves', async () => {
  const { Validator } = await import('@seriousme/openapi-schema-validator');
  const validator = new Validator();
  const result = await validator.validate(JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)));
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
  const resolved = JSON.stringify(validator.resolveRefs());
  expect(resolved).not.toContain('"$ref"');
});

test('it names exactly the v1 route files, with their methods', async () => {
  const root = path.join(process.cwd(), 'pages', 'api', 'v1');
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(folder, entry.name));
      else
        files.push(
          path
            .relative(root, path.join(folder, entry.name))
            .replace(/\.ts$/, '')
            .replace(/(^|\/)index$/, '')
            .replace(/\[(\w+)\]/g, '{$1}'),
        );
    }
  };
  walk(root);
  expect(document.servers).toEqual([{ url: '/api/v1', description: 'This site' }]);
  expect(Object.keys(document.paths).sort()).toEqual(
    files
      .filter((file) => file !== 'openapi.json')
      .map((file) => `/${file}`)
      .sort(),
  );
  const methods = Object.fromEntries(Object.entries(document.paths).map(([route, operations]) => [route, Object.keys(operations)]));
  expect(methods).toEqual({ '/certificates/{serial}': ['get'], '/certificates/batch': ['post'], '/population': ['get'], '/population/changes': ['get'] });
});

test('GET /api/v1/openapi.json serves it to any origin, kept an hour', async () => {
  const answer = await callApi(openapiRoute, { headers: { origin: 'https://tools.example' } });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual(JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)));
  expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  expect(answer.headers['access-control-allow-origin']).toBe('*');
});

test('live answers of every operation match the document’s schemas', async () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ $id: 'https://cardgrade.test/openapi.json', components: document.components });
  const check = (schema: string, value: unknown) => {
    const validate = ajv.compile({ $ref: `https://cardgrade.test/openapi.json#/components/schemas/${schema}` });
    const valid = validate(value);
    expect({ schema, valid, errors: validate.errors ?? null }).toEqual({ schema, valid: true, errors: null });
  };
  const card = {
    cardCategory: 'POKEMON' as const,
    sportsType: 'POKEMON' as const,
    year: 2023,
    brand: 'Pokémon',
    setName: 'Schema Set',
    cardNumber: '1/100',
    playerName: 'Schema Card',
  };
  const certificate = await publishedCertificate(testDb.db, { ...card, grade: 9, authentic: false });
  await publishedCertificate(testDb.db, { ...card, grade: null, authentic: true });
  const { key } = await memberWithKey(testDb.db);
  const auth = { authorization: `Bearer ${key}`, origin: '' };

  check('CertificateRecord', (await callApi(certificateRoute, { query: { serial: certificate.serial }, headers: { origin: '' }, ip: nextIp() })).body.data);
  const code = signLabel(labelFacts(certificate));
  const withVerdict = (
    await callApi(certificateRoute, { query: { serial: certificate.serial, k: code.kid, s: code.sig }, headers: { origin: '' }, ip: nextIp() })
  ).body.data;
  expect(withVerdict).toHaveProperty('verdict.verdict', 'valid');
  check('CertificateRecord', withVerdict);
  check(
    'BatchEntries',
    (await callApi(batchRoute, { method: 'POST', body: { serials: [certificate.serial, '0000001'] }, headers: auth, ip: nextIp() })).body.data,
  );
  const population = (await callApi(populationRoute, { query: { name: 'schema card' }, headers: auth, ip: nextIp() })).body.data as { cards: unknown[] };
  expect(population.cards).toHaveLength(1);
  check('PopulationCardsPage', population);
  const changes = (await callApi(changesRoute, { query: { since: '2000-01-01T00:00:00Z' }, headers: auth, ip: nextIp() })).body.data;
  check('PopulationChangesPage', changes);

  for (const refusal of [
    await callApi(certificateRoute, { query: { serial: 'ABC' }, headers: { origin: '' }, ip: nextIp() }),
    await callApi(certificateRoute, { query: { serial: '0000001' }, headers: { origin: '' }, ip: nextIp() }),
    await callApi(batchRoute, { method: 'POST', body: { serials: [] }, headers: { origin: '' }, ip: nextIp() }),
    await callApi(batchRoute, { method: 'POST', body: { serials: ['x'] }, headers: auth, ip: nextIp() }),
  ]) {
    expect(refusal.status).toBeGreaterThanOrEqual(400);
    check('Error', refusal.body);
  }
});
