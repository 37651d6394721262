// The fixed hostile cases of one route and method: every class of hostile-values.ts, placed on the
// seed's fields so that each field and each value is used at least once (wrong types: every field with
// every other type). Plain data: the spec sends them all, in addition to the random mutations.
import type { FuzzTarget } from './arbitraries';
import { type HostileCase, makeCase } from './hostile-case';
import {
  COOKIE_VALUES,
  CONTROL_STRINGS,
  DEEP_VALUES,
  type Hostile,
  type HostileClass,
  INHERITED_KEYS,
  NUMBER_VALUES,
  PATH_VALUES,
  PROTO_KEYS,
  PROTO_KEY_VALUES,
  PROTO_VALUES,
  QUERY_EXTRAS,
  QUERY_VALUES,
  UNICODE_STRINGS,
  jsonType,
  longStrings,
  wholeBodies,
  wrongTypes,
} from './hostile-values';
import { type JsonPath, type JsonValue, addKeyAt, allPaths, isObject, pathText, replaceAt, toJsonText, valueAt } from './json-text';
import { multipartBody, multipartJunk, nonImageFiles } from './multipart';
import { queryString, sandboxSignature } from './seed-request';

/** Pairs values with places so both lists are covered: max(values, places) pairs, not their product. */
function spread<T>(values: readonly T[], places: readonly JsonPath[]): [T, JsonPath][] {
  if (places.length === 0) return [];
  return Array.from({ length: Math.max(values.length, places.length) }, (_, i) => [values[i % values.length]!, places[i % places.length]!]);
}

/** One case per class: what a request refused before its fields are read still has to survive. */
function firstOfEachClass(cases: HostileCase[]): HostileCase[] {
  const seen = new Set<string>();
  return cases.filter((c) => !seen.has(c.klass) && Boolean(seen.add(c.klass)));
}

function jsonCases(method: string, seed: JsonValue, thin: boolean): HostileCase[] {
  const whole: HostileCase[] = wholeBodies(toJsonText(seed)).map((value) => makeCase({ method, klass: value.klass, label: value.label, body: value.value }));
  const fields: HostileCase[] = [];
  // A seed without fields still gets every value, under a made-up one.
  const paths = allPaths(seed).length > 0 ? allPaths(seed) : [['hostile']];
  const base = allPaths(seed).length > 0 ? seed : { hostile: 'x' };
  const body = (value: Hostile<unknown>, json: JsonValue) =>
    fields.push(makeCase({ method, klass: value.klass, label: value.label, body: { text: toJsonText(json), contentType: 'application/json' } }));
  const put = (value: Hostile<JsonValue>, path: JsonPath) =>
    body({ ...value, label: `${pathText(path)} = ${value.label}` }, replaceAt(base, path, value.value));

  const top = paths.filter((path) => path.length === 1);
  const leavesOf = (type: string) => paths.filter((path) => jsonType(valueAt(base, path)) === type);
  const strings = leavesOf('string').length > 0 ? leavesOf('string') : top;
  const numbers = leavesOf('number').length > 0 ? leavesOf('number') : top;
  const objects: JsonPath[] = [[], ...paths.filter((path) => isObject(valueAt(base, path)))];

  for (const path of objects) {
    PROTO_KEYS.forEach((key, i) => {
      const value = PROTO_KEY_VALUES[(i + path.length) % PROTO_KEY_VALUES.length]!;
      body({ klass: 'prototype-keys', label: `add ${pathText([...path, key])} = ${toJsonText(value)}`, value }, addKeyAt(base, path, key, value));
    });
  }
  for (const key of INHERITED_KEYS) body({ klass: 'prototype-keys', label: `add ${key} = 1`, value: 1 }, addKeyAt(base, [], key, 1));
  for (const [value, path] of spread(PROTO_VALUES, top)) put(value, path);
  for (const [value, path] of spread(DEEP_VALUES, top)) put(value, path);
  put(
    DEEP_VALUES[0]!,
    paths.reduce((a, b) => (b.length > a.length ? b : a), paths[0]!),
  );
  for (const [value, path] of spread(CONTROL_STRINGS, strings)) put(value, path);
  for (const [value, path] of spread(UNICODE_STRINGS, strings)) put(value, path);
  for (const [value, path] of spread(NUMBER_VALUES, numbers)) put(value, path);
  for (const path of paths) for (const value of wrongTypes(valueAt(base, path))) put(value, path);
  for (const value of longStrings()) put(value, strings[0]!);
  return [...whole, ...(thin ? firstOfEachClass(fields) : fields)];
}

/**
 * Issue #24: what every JSON write route (not the multipart uploads, not the signed callback, which read their own
 * bodies) must refuse with the envelope (a 4xx, never accepted, never Next's plain
 * text): malformed JSON, and — where the seed has fields, i.e. the route has a body schema — a field its schema does
 * not declare, at the top and inside the seed's first nested object or array of objects.
 */
function refusedCases(method: string, seed: JsonValue): HostileCase[] {
  const refused = (klass: HostileClass, label: string, text: string) =>
    makeCase({ method, klass, label, body: { text, contentType: 'application/json' }, refused: true });
  const cases = [
    refused('malformed-json', 'malformed JSON {"a": (refused with the envelope)', '{"a":'),
    refused('malformed-json', 'truncated seed (refused with the envelope)', toJsonText(seed).slice(0, -1) || '{'),
  ];
  if (!isObject(seed) || allPaths(seed).length === 0) return cases;
  cases.push(refused('unknown-field', 'add amount = 1 (an undeclared field)', toJsonText(addKeyAt(seed, [], 'amount', 1))));
  const nested = allPaths(seed).find((path) => isObject(valueAt(seed, path)));
  if (nested) cases.push(refused('unknown-field', `add ${pathText([...nested, 'hostileExtra'])} = 1`, toJsonText(addKeyAt(seed, nested, 'hostileExtra', 1))));
  return cases;
}

function multipartCases(method: string, jpeg: Buffer): HostileCase[] {
  const file = (value: Hostile<Buffer>) =>
    makeCase({
      method,
      klass: value.klass,
      label: value.label,
      body: multipartBody([{ name: 'file', value: value.value, filename: 'card.jpg', contentType: 'image/jpeg' }]),
    });
  return [
    ...nonImageFiles(jpeg).map(file),
    // MAX_PHOTO_BYTES is 15 MB: one byte more must be refused without trouble.
    file({ klass: 'long-string', label: 'file of 15 MB + 1 byte', value: Buffer.concat([jpeg, Buffer.alloc(15 * 1024 * 1024 + 1 - jpeg.length, 0x41)]) }),
    ...multipartJunk(jpeg).map((value) => makeCase({ method, klass: value.klass, label: value.label, body: value.value })),
    ...wholeBodies('{"file":"photo"}').map((value) => makeCase({ method, klass: value.klass, label: value.label, body: value.value })),
  ];
}

function getCases(seedQuery: Record<string, string>): HostileCase[] {
  const method = 'GET';
  const keys = Object.keys(seedQuery).length > 0 ? Object.keys(seedQuery) : ['q'];
  const cases: HostileCase[] = [];
  for (const key of keys) {
    for (const value of QUERY_VALUES)
      cases.push(
        makeCase({ method, klass: value.klass, label: `${key}=${value.label}`, query: queryString({ ...seedQuery, [key]: '' }, { [key]: value.value }) }),
      );
    cases.push(
      makeCase({
        method,
        klass: 'query',
        label: `${key} repeated`,
        query: [queryString(seedQuery), `${encodeURIComponent(key)}=1`, `${encodeURIComponent(key)}=2`].filter(Boolean).join('&'),
      }),
    );
  }
  // A body on a GET is unusual but allowed: Next parses it all the same.
  for (const value of wholeBodies('{}')
    .filter((body) => ['deep-nesting', 'prototype-keys', 'malformed-json'].includes(body.klass))
    .slice(0, 6)) {
    cases.push(makeCase({ method, klass: value.klass, label: `GET with body: ${value.label}`, body: value.value }));
  }
  return cases;
}

export interface FixedCaseOptions {
  /** Signed in: no made-up session cookies. */
  signedIn: boolean;
  /**
   * The route answered the seed 401 (it wants a session we do not have): it refuses every request
   * before reading the fields, so one field case per class is enough there.
   */
  behindSession?: boolean;
}

/** The table's request as it is (sent first: its answer tells whether the route wants a session). */
export function seedCase(method: string): HostileCase {
  return makeCase({ method, klass: 'seed', label: 'the seed request as it is' });
}

/** Every fixed case of one route and method, the seed request excepted. */
export function fixedCases(target: FuzzTarget, options: FixedCaseOptions): HostileCase[] {
  const { method } = target;
  const cases: HostileCase[] = [];
  if (method === 'GET') cases.push(...getCases(target.seedQuery ?? {}));
  else if (target.bodyKind === 'multipart' && method === 'POST') cases.push(...multipartCases(method, target.jpeg));
  else cases.push(...jsonCases(method, target.seedBody ?? {}, options.behindSession ?? false));
  if (method !== 'GET' && target.bodyKind === 'json') cases.push(...refusedCases(method, target.seedBody ?? {}));

  for (const name of target.paramNames) {
    for (const value of PATH_VALUES) cases.push(makeCase({ method, klass: value.klass, label: `[${name}] = ${value.label}`, params: { [name]: value.value } }));
  }
  // Added to a GET's own query, or as the only query of another method.
  const base = queryString(target.seedQuery ?? {});
  for (const extra of QUERY_EXTRAS)
    cases.push(makeCase({ method, klass: extra.klass, label: `query ${extra.label}`, query: [base, extra.value].filter(Boolean).join('&') }));
  if (!options.signedIn) {
    for (const cookie of COOKIE_VALUES) cases.push(makeCase({ method, klass: cookie.klass, label: cookie.label, headers: { cookie: cookie.value } }));
  }
  if (target.bodyKind === 'signed') {
    const signature = (label: string, value: string) => cases.push(makeCase({ method, klass: 'signature', label, signature: value }));
    signature('no signature', 'none');
    signature('wrong HMAC', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    signature('stale timestamp', sandboxSignature('{}').replace(/t=\d+/, 't=1'));
    signature('timestamp 1e308', 't=1e308,v1=zz');
    // Raw control characters cannot go into an HTTP header (the client refuses them): percent-encoded.
    signature('%00 and 2,000 digits', `t=%00${'9'.repeat(2000)},v1=`);
    signature('many v1 entries', Array.from({ length: 200 }, () => `v1=${'a'.repeat(64)}`).join(','));
  }
  return cases;
}
