// The /developers page shows one example per operation of the OpenAPI document, under the same method and path, and
// says "key required" exactly where the document's security does (docs/product/certificates.md#public-api).
import { OPENAPI_DOCUMENT } from '@/lib/shared/public-api/openapi';
import { API_EXAMPLES } from './api-examples';

type Operation = { security: Record<string, unknown>[] };
const operations = Object.entries(OPENAPI_DOCUMENT.paths as unknown as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    path,
    method: method.toUpperCase(),
    keyed: !operation.security.some((scheme) => Object.keys(scheme).length === 0),
  })),
);

test('every operation has an example, and every example is an operation', () => {
  const examples = new Map(API_EXAMPLES.map((example) => [`${example.method} ${example.path.split('?')[0]}`, example]));
  for (const operation of operations) {
    const example = examples.get(`${operation.method} ${operation.path}`);
    expect(example).toBeDefined();
    expect({ path: operation.path, keyed: example?.keyed }).toEqual({ path: operation.path, keyed: operation.keyed });
  }
  expect(new Set(API_EXAMPLES.map((example) => `${example.method} ${example.path.split('?')[0]}`))).toEqual(
    new Set(operations.map((operation) => `${operation.method} ${operation.path}`)),
  );
});

test('the curl commands call this site’s API with the key where one is needed', () => {
  for (const example of API_EXAMPLES) {
    const command = example.curl('https://example.test');
    expect(command).toContain(`https://example.test/api/v1${example.path.split('?')[0]!.replace('{serial}', '4829173')}`);
    expect(/\$CARDGRADE_KEY/.test(command)).toBe(example.keyed);
  }
});
