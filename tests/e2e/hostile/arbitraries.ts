// fast-check arbitraries of hostile input (issue #7), each value labelled with its class. A route's
// arbitrary mutates its seed: one field (at any depth) or several replaced, a hostile key added, the
// whole body swapped, the query or a path parameter broken. Random draws add what the fixed lists of
// hostile-values.ts cannot: many sizes, mixes and positions.
import fc from 'fast-check';
import { type HostileCase, makeCase } from './hostile-case';
import {
  CONTROL_STRINGS,
  type Hostile,
  type HostileClass,
  INHERITED_KEYS,
  NUMBER_VALUES,
  PATH_VALUES,
  PROTO_KEYS,
  PROTO_VALUES,
  QUERY_EXTRAS,
  QUERY_VALUES,
  type RawBody,
  UNICODE_STRINGS,
  encodeHostile,
  nestedArrays,
  nestedObjects,
  wholeBodies,
} from './hostile-values';
import { type JsonPath, type JsonValue, addKeyAt, allPaths, isObject, pathText, raw, replaceAt, toJsonText, valueAt } from './json-text';
import { type Part, multipartBody, multipartJunk, nonImageFiles } from './multipart';
import { queryString } from './seed-request';

const h = <T>(klass: HostileClass, label: string, value: T): Hostile<T> => ({ klass, label, value });
const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}… (${text.length} chars)` : text);
const json = (text: string): RawBody => ({ text, contentType: 'application/json' });

const CONTROL_UNIT = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const LONE_SURROGATE = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');
const plainStrings = (values: readonly Hostile<JsonValue>[]) => values.filter((value): value is Hostile<string> => typeof value.value === 'string');

/** Strings with control characters, odd Unicode or great length. */
export const hostileString: fc.Arbitrary<Hostile<string>> = fc.oneof(
  fc
    .string({ unit: fc.oneof(fc.constantFrom('a', 'b', '@', '.', '1'), CONTROL_UNIT), minLength: 1, maxLength: 12 })
    .map((s) => h('control-chars', JSON.stringify(s), s)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 16 }).map((s) => h('unicode', short(s), s)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }).map((s) => h('unicode', JSON.stringify(short(s)), s)),
  fc
    .string({ unit: fc.oneof(fc.string({ unit: 'grapheme-composite', minLength: 1, maxLength: 1 }), LONE_SURROGATE), minLength: 1, maxLength: 8 })
    .map((s) => h('unicode', `with lone surrogates ${JSON.stringify(s)}`, s)),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => h('long-string', `${n.toLocaleString('en')} characters`, 'x'.repeat(n))),
  fc.constantFrom(...plainStrings(CONTROL_STRINGS), ...plainStrings(UNICODE_STRINGS)),
);

/** Numbers too large, negative, fractional, not representable, or written as strings. */
export const hostileNumber: fc.Arbitrary<Hostile<JsonValue>> = fc.oneof(
  fc.constantFrom(...NUMBER_VALUES),
  fc.bigInt(-(2n ** 80n), 2n ** 80n).map((n) => h('numbers', n.toString(), raw(n.toString()))),
  fc.double({ noNaN: true }).map((d) => {
    const text = Number.isFinite(d) ? (Object.is(d, -0) ? '-0' : String(d)) : d > 0 ? '1e999' : '-1e999';
    return h('numbers', text, raw(text));
  }),
  fc.integer().map((n) => h('numbers', `"${n}" (as string)`, String(n))),
);

/** Any hostile JSON value to put where a field's value was. */
export const hostileJsonValue: fc.Arbitrary<Hostile<JsonValue>> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_VALUES) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 2, max: 6_000 }), fc.boolean())
      .map(([n, arrays]) => h('deep-nesting', `${arrays ? 'arrays' : 'objects'} ${n} deep`, arrays ? nestedArrays(n) : nestedObjects(n))),
  },
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => h('wrong-type', short(JSON.stringify(v) ?? 'undefined'), v as JsonValue)) },
  { weight: 1, arbitrary: fc.constantFrom(...UNICODE_STRINGS) },
);

/** Keys a client may add: prototype keys first of all. */
export const hostileKey: fc.Arbitrary<Hostile<string>> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, ...INHERITED_KEYS).map((key) => h('prototype-keys', key, key)) },
  {
    weight: 1,
    arbitrary: hostileString.map((s) => (s.value.length > 300 ? h('long-string', `key of ${s.value.length} characters`, s.value.slice(0, 300)) : s)),
  },
);

/** Mutations of a JSON seed body. */
export function jsonBodyMutation(seed: JsonValue): fc.Arbitrary<Hostile<RawBody>> {
  const paths = allPaths(seed);
  const objectPaths: JsonPath[] = [[], ...paths.filter((path) => isObject(valueAt(seed, path)))];
  const options: fc.WeightedArbitrary<Hostile<RawBody>>[] = [
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...objectPaths), hostileKey, hostileJsonValue)
        .map(([path, key, value]) =>
          h(
            key.klass === 'prototype-keys' ? key.klass : value.klass,
            `add ${pathText([...path, key.label])} = ${value.label}`,
            json(toJsonText(addKeyAt(seed, path, key.value, value.value))),
          ),
        ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...wholeBodies(toJsonText(seed))) },
  ];
  if (paths.length > 0) {
    options.push(
      {
        weight: 5,
        arbitrary: fc
          .tuple(fc.constantFrom(...paths), hostileJsonValue)
          .map(([path, value]) => h(value.klass, `${pathText(path)} = ${value.label}`, json(toJsonText(replaceAt(seed, path, value.value))))),
      },
      {
        weight: 2,
        arbitrary: fc.array(fc.tuple(fc.constantFrom(...paths), hostileJsonValue), { minLength: 2, maxLength: 4 }).map((changes) => {
          const body = changes.reduce<JsonValue>((current, [path, value]) => replaceAt(current, path, value.value), seed);
          // Each change names its own class: any of them may be the one that broke the route.
          return h(
            changes[0]![1].klass,
            changes.map(([path, value]) => `${pathText(path)} = [${value.klass}] ${value.label}`).join('; '),
            json(toJsonText(body)),
          );
        }),
      },
    );
  }
  return fc.oneof(...options);
}

interface Upload {
  file: Hostile<Buffer>;
  fileType: string;
  filename: Hostile<string> | null;
  cards: Hostile<string> | null;
  extra: [Hostile<string>, Hostile<string>][];
}

/** The multipart body of an upload, labelled by its first hostile part. */
function uploadBody({ file, fileType, filename, cards, extra }: Upload): Hostile<RawBody> {
  const parts: Part[] = [
    ...extra.map(([key, value]) => ({ name: key.value, value: value.value })),
    ...(cards ? [{ name: 'cardsInPhoto', value: cards.value }] : []),
    { name: 'file', value: file.value, filename: filename?.value ?? 'card.jpg', contentType: fileType },
  ];
  const hostile = [file, filename, cards, ...extra.map(([key]) => key)].find((part) => part && part.label !== 'valid JPEG');
  const label = [
    `file: ${file.label}`,
    `type ${JSON.stringify(fileType)}`,
    filename ? `name ${filename.label}` : '',
    cards ? `cardsInPhoto ${cards.label}` : '',
    ...extra.map(([key, value]) => `${key.label}=${value.label}`),
  ];
  return h(hostile?.klass ?? 'multipart-junk', label.filter(Boolean).join('; '), multipartBody(parts));
}

/** Mutations of an upload: the file, its name and type, the `cardsInPhoto` field, extra fields. */
export function multipartMutation(jpeg: Buffer): fc.Arbitrary<Hostile<RawBody>> {
  const file = fc.oneof(
    fc.constant(h('multipart-junk', 'valid JPEG', jpeg)),
    fc.constantFrom(...nonImageFiles(jpeg)),
    fc.uint8Array({ maxLength: 4_000 }).map((bytes) => h('non-image', `${bytes.length} random bytes`, Buffer.from(bytes))),
    fc.tuple(fc.integer({ min: 0, max: jpeg.length - 1 }), fc.integer({ min: 0, max: 255 })).map(([at, byte]) => {
      const damaged = Buffer.from(jpeg);
      damaged[at] = byte;
      return h('non-image', `JPEG with byte ${at} set to ${byte}`, damaged);
    }),
  );
  const upload: fc.Arbitrary<Upload> = fc.record({
    file,
    fileType: fc.constantFrom('image/jpeg', 'text/html', 'image/svg+xml', 'application/octet-stream', '', 'image/jpeg\r\nX-Injected: 1'),
    filename: fc.option(hostileString),
    cards: fc.option(
      fc.oneof(
        hostileString,
        hostileNumber.map((n) => h(n.klass, n.label, toJsonText(n.value))),
      ),
    ),
    extra: fc.array(fc.tuple(hostileKey, hostileString), { maxLength: 3 }),
  });
  return fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...multipartJunk(jpeg)) }, { weight: 3, arbitrary: upload.map(uploadBody) });
}

/** Mutations of a GET's query: a value replaced, a parameter added or repeated. */
export function queryMutation(seed: Record<string, string>): fc.Arbitrary<Hostile<string>> {
  const keys = Object.keys(seed);
  const base = queryString(seed);
  const join = (...parts: string[]) => parts.filter(Boolean).join('&');
  const value = fc.oneof(
    fc.constantFrom(...QUERY_VALUES),
    hostileString.map((s) => h(s.klass, s.label, encodeHostile(s.value))),
  );
  const options: fc.Arbitrary<Hostile<string>>[] = [
    fc.constantFrom(...QUERY_EXTRAS).map((extra) => h(extra.klass, extra.label, join(base, extra.value))),
    fc
      .tuple(hostileKey, value)
      .map(([key, v]) =>
        h(key.klass === 'prototype-keys' ? key.klass : v.klass, `add ${key.label}=${v.label}`, join(base, `${encodeHostile(key.value)}=${v.value}`)),
      ),
  ];
  if (keys.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...keys), value).map(([key, v]) => h(v.klass, `${key}=${v.label}`, queryString(seed, { [key]: v.value }))),
      fc
        .constantFrom(...keys)
        .map((key) =>
          h('query', `${key} repeated`, join(base, `${encodeURIComponent(key)}=${encodeURIComponent(seed[key]!)}`, `${encodeURIComponent(key)}=x`)),
        ),
    );
  }
  return fc.oneof(...options);
}

/** A path parameter replaced by a hostile segment. */
export function pathMutation(names: readonly string[]): fc.Arbitrary<{ name: string; value: Hostile<string> }> {
  const segment = fc.oneof(
    fc.constantFrom(...PATH_VALUES),
    hostileString.map((s) => h('path-param', s.label, encodeHostile(s.value))),
  );
  return fc.record({ name: fc.constantFrom(...names), value: segment });
}

export interface FuzzTarget {
  method: string;
  /** The GET's seed query, or the body's seed (JSON, or the multipart fields). */
  seedQuery?: Record<string, string>;
  seedBody?: JsonValue;
  bodyKind: 'json' | 'multipart' | 'signed';
  paramNames: readonly string[];
  jpeg: Buffer;
}

/** Every kind of mutation of one route and method, as requests. */
export function hostileCase(target: FuzzTarget): fc.Arbitrary<HostileCase> {
  const { method } = target;
  const withBody = (body: Hostile<RawBody>) => makeCase({ method, klass: body.klass, label: body.label, body: body.value });
  const options: fc.WeightedArbitrary<HostileCase>[] = [];
  if (method === 'GET') {
    options.push({
      weight: 4,
      arbitrary: queryMutation(target.seedQuery ?? {}).map((q) => makeCase({ method, klass: q.klass, label: q.label, query: q.value })),
    });
  } else if (target.bodyKind === 'multipart' && method === 'POST') {
    options.push({ weight: 4, arbitrary: multipartMutation(target.jpeg).map(withBody) });
  } else {
    options.push({ weight: 4, arbitrary: jsonBodyMutation(target.seedBody ?? {}).map(withBody) });
  }
  if (target.paramNames.length > 0) {
    const param = pathMutation(target.paramNames).map(({ name, value }) =>
      makeCase({ method, klass: value.klass, label: `[${name}] = ${value.label}`, params: { [name]: value.value } }),
    );
    options.push({ weight: 1, arbitrary: param });
  }
  return fc.oneof(...options);
}
