// The fixed hostile inputs of issue #7, by class. Every route and method gets all of them (cases.ts);
// arbitraries.ts draws from the same classes at random. The class name travels with each value so a
// failure says which kind of input broke the route.
import { type JsonValue, RawJson, raw } from './json-text';

export type HostileClass =
  | 'prototype-keys'
  | 'deep-nesting'
  | 'control-chars'
  | 'numbers'
  | 'wrong-type'
  | 'long-string'
  | 'unicode'
  | 'malformed-json'
  | 'unknown-field'
  | 'whole-body-scalar'
  | 'empty-body'
  | 'content-type'
  | 'multipart-junk'
  | 'non-image'
  | 'query'
  | 'path-param'
  | 'cookies'
  | 'signature'
  | 'seed';

export interface Hostile<T> {
  klass: HostileClass;
  /** What exactly was sent, short enough for a failure message. */
  label: string;
  value: T;
}

const h = <T>(klass: HostileClass, label: string, value: T): Hostile<T> => ({ klass, label, value });

/** `[[[…]]]` n levels deep, as text (a JS array that deep would itself overflow JSON.stringify). */
export const nestedArrays = (depth: number) => raw('['.repeat(depth) + ']'.repeat(depth));
export const nestedObjects = (depth: number) => raw('{"a":'.repeat(depth) + '0' + '}'.repeat(depth));

export const PROTO_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];
/** Keys of Object.prototype, also looked up by careless code (`schema.fields[key]`, `map[key]`). */
export const INHERITED_KEYS: readonly string[] = ['toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];

/** Values for an added `__proto__` / `constructor` / `prototype` key. */
export const PROTO_KEY_VALUES: readonly JsonValue[] = [raw('{"isAdmin":true,"role":"ADMIN"}'), raw('{"prototype":{"polluted":true}}'), 'x', null, 1, raw('[]')];

/** Whole values that carry prototype keys, to put in place of a field. */
export const PROTO_VALUES: readonly Hostile<JsonValue>[] = [
  h('prototype-keys', '{"__proto__":{"isAdmin":true}}', raw('{"__proto__":{"isAdmin":true}}')),
  h('prototype-keys', '{"constructor":{"prototype":{"polluted":true}}}', raw('{"constructor":{"prototype":{"polluted":true}}}')),
  h('prototype-keys', '{"prototype":{"polluted":true}}', raw('{"prototype":{"polluted":true}}')),
  h('prototype-keys', '{"__proto__":null}', raw('{"__proto__":null}')),
  h('prototype-keys', '[{"__proto__":{"x":1}}]', raw('[{"__proto__":{"x":1}}]')),
  h('prototype-keys', '{"toString":1,"valueOf":"x"}', raw('{"toString":1,"valueOf":"x"}')),
];

export const DEEP_VALUES: readonly Hostile<JsonValue>[] = [
  h('deep-nesting', 'arrays 5,000 deep', nestedArrays(5000)),
  h('deep-nesting', 'objects 5,000 deep', nestedObjects(5000)),
  h('deep-nesting', 'arrays of objects 2,500 deep', raw('[{"a":'.repeat(2500) + 'null' + '}]'.repeat(2500))),
  h('deep-nesting', 'arrays 33 deep', nestedArrays(33)),
];

export const CONTROL_STRINGS: readonly Hostile<JsonValue>[] = [
  h('control-chars', 'NUL inside', 'hos\u0000tile'),
  h('control-chars', 'NUL alone', '\u0000'),
  h('control-chars', 'NUL at the end', 'hostile@e2e.test\u0000'),
  h('control-chars', 'C0 controls', 'a\u0001\u0002\u0003\u0007\u0008\u000b\u000c'),
  h('control-chars', 'ANSI escape', '\u001b[31mred\u001b[0m'),
  h('control-chars', 'DEL and C1', 'x\u007f\u0085\u009b'),
  h('control-chars', 'CR LF (header injection)', 'a\r\nSet-Cookie: evil=1'),
  h('control-chars', 'line/paragraph separators', 'a\u2028b\u2029c'),
];

export const NUMBER_VALUES: readonly Hostile<JsonValue>[] = [
  h('numbers', '9007199254740991 (2^53-1)', 9007199254740991),
  h('numbers', '9007199254740993 (not exact)', raw('9007199254740993')),
  h('numbers', '2147483647', 2147483647),
  h('numbers', '2147483648 (int4 overflow)', 2147483648),
  h('numbers', '-2147483649', -2147483649),
  h('numbers', '1e308', raw('1e308')),
  h('numbers', '1e309 (Infinity)', raw('1e309')),
  h('numbers', '-1e309 (-Infinity)', raw('-1e309')),
  h('numbers', '-1', -1),
  h('numbers', '-0', raw('-0')),
  h('numbers', '0', 0),
  h('numbers', '0.5 (fraction)', 0.5),
  h('numbers', '1.0000001', 1.0000001),
  h('numbers', '5e-324', raw('5e-324')),
  h('numbers', '1E2 (exponent form)', raw('1E2')),
  h('numbers', '30-digit integer', raw('123456789012345678901234567890')),
  h('numbers', '"1" (number as string)', '1'),
  h('numbers', '"1e308" (as string)', '1e308'),
  h('numbers', '"NaN"', 'NaN'),
  h('numbers', '"-0"', '-0'),
  h('numbers', '"0x10"', '0x10'),
];

export const UNICODE_STRINGS: readonly Hostile<JsonValue>[] = [
  h('unicode', 'emoji with modifiers and flags', 'Pika👍🏽🇹🇼👨‍👩‍👧'),
  h('unicode', 'RTL override', 'abc\u202Egnp.exe\u202C'),
  h('unicode', 'zero-width characters', 'ho\u200Bst\u200Cil\u200De\uFEFF'),
  h('unicode', 'CJK and Hangul', '漢字テスト한국어카드'),
  h('unicode', 'combining marks', 'e\u0301\u0301\u0301\u0301\u0301'),
  h('unicode', 'lone high surrogate "\\ud800"', raw('"\\ud800"')),
  h('unicode', 'lone low surrogate "\\udfff"', raw('"\\udfff"')),
  h('unicode', 'surrogates reversed', raw('"a\\udc00\\ud800b"')),
  h('unicode', 'noncharacters U+FFFE U+FFFF', '\uFFFE\uFFFF'),
  h('unicode', 'dotted capital I (changes length in lower case)', 'İSTANBUL@E2E.TEST'),
  h('unicode', 'full-width and math letters', 'Ｈｏｓｔｉｌｅ𝔘𝔫𝔦'),
];

/** Next's API body parser takes 1 MB (1,048,576 bytes); one value just under it and one over. */
export const BODY_LIMIT = 1024 * 1024;
export function longStrings(): Hostile<JsonValue>[] {
  return [
    h('long-string', '1,040,000 characters (just under 1 MB)', 'a'.repeat(1_040_000)),
    h('long-string', '1,100,000 characters (over 1 MB)', 'a'.repeat(1_100_000)),
    h('long-string', '340,000 Hangul (≈1 MB in UTF-8)', '한'.repeat(340_000)),
    h('long-string', '10,000 characters', 'x'.repeat(10_000)),
  ];
}

/** The JSON type of a value, as the wrong-type class sees it. */
export function jsonType(value: JsonValue | undefined): 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null' | 'raw' {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof RawJson) return 'raw';
  if (typeof value === 'object') return 'object';
  return typeof value as 'string' | 'number' | 'boolean';
}

/** A value of every other JSON type than the original's. */
export function wrongTypes(original: JsonValue | undefined): Hostile<JsonValue>[] {
  const all: [ReturnType<typeof jsonType>, string, JsonValue][] = [
    ['string', '"hostile"', 'hostile'],
    ['number', '42', 42],
    ['boolean', 'true', true],
    ['array', '["x"]', ['x']],
    ['object', '{"value":"x"}', { value: 'x' }],
    ['null', 'null', null],
  ];
  const type = jsonType(original);
  return all.filter(([kind]) => kind !== type).map(([, label, value]) => h('wrong-type', label, value));
}

export interface RawBody {
  text: string | Buffer;
  /** null: no Content-Type header of ours. */
  contentType: string | null;
}

const JSON_TYPE = 'application/json';
const json = (text: string): RawBody => ({ text, contentType: JSON_TYPE });

/** Whole bodies that are not the seed's shape at all. `seedText` is the route's seed as JSON. */
export function wholeBodies(seedText: string): Hostile<RawBody>[] {
  const malformed = [
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'undefined',
    'NaN',
    '{"a":1}{"b":2}',
    '{"a":1} trailing',
    '\u0000',
    '{"a":"\u0000"}',
    '{"a":"unterminated',
    '{"a":1e}',
    '{"a":01}',
    '{"a":.5}',
    '{"a":+1}',
    ']',
    '{{}}',
    '{"a" 1}',
    '\uFEFF{}',
    '{"\\ud800":1}',
    '{"a":"\\u12"}',
    '{"a":"\\x41"}',
    seedText.slice(0, Math.max(1, Math.floor(seedText.length / 2))),
  ];
  const scalars = ['1', '"string"', 'true', 'false', 'null', '[]', '[1,2,3]', '[{}]', '""', '0', '-1', '1e309', '[null]', `[${seedText}]`];
  const form = 'application/x-www-form-urlencoded';
  return [
    ...malformed.map((text) => h('malformed-json', JSON.stringify(text.slice(0, 40)), json(text))),
    ...scalars.map((text) => h('whole-body-scalar', text.slice(0, 40), json(text))),
    h('empty-body', 'empty, application/json', json('')),
    h('empty-body', 'whitespace, application/json', json(' \n\t ')),
    h('empty-body', 'empty, no Content-Type', { text: '', contentType: null }),
    h('prototype-keys', 'whole body {"__proto__":…}', json('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}')),
    h('deep-nesting', 'whole body: arrays 5,000 deep', json(nestedArrays(5000).text)),
    h('deep-nesting', 'whole body: objects 5,000 deep', json(nestedObjects(5000).text)),
    h('content-type', 'seed as text/plain', { text: seedText, contentType: 'text/plain' }),
    h('content-type', 'seed as form-urlencoded', { text: seedText, contentType: form }),
    h('content-type', 'form with prototype keys', { text: 'a=1&__proto__[isAdmin]=1&constructor[prototype][x]=1&email=a%00b', contentType: form }),
    h('content-type', 'form with bad percent-encoding', { text: 'email=%ZZ&password=%', contentType: form }),
    h('content-type', 'multipart junk', {
      text: '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--XX',
      contentType: 'multipart/form-data; boundary=XX',
    }),
    h('content-type', 'multipart without boundary', { text: seedText, contentType: 'multipart/form-data' }),
    h('content-type', 'application/xml', {
      text: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
      contentType: 'application/xml',
    }),
    h('content-type', 'JSON with charset=utf-16', { text: seedText, contentType: 'application/json; charset=utf-16' }),
    h('content-type', 'JSON with charset=bogus', { text: seedText, contentType: 'application/json; charset=bogus' }),
    h('content-type', 'UTF-16LE bytes, charset=utf-16le', { text: Buffer.from(seedText, 'utf16le'), contentType: 'application/json; charset=utf-16le' }),
    h('content-type', 'invalid UTF-8 bytes', {
      text: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xff, 0xfe]), Buffer.from('"}')]),
      contentType: JSON_TYPE,
    }),
    h('content-type', 'application/vnd.api+json', { text: seedText, contentType: 'application/vnd.api+json' }),
    h('content-type', 'APPLICATION/JSON (upper case)', { text: seedText, contentType: 'APPLICATION/JSON' }),
    h('content-type', 'malformed Content-Type', { text: seedText, contentType: 'application/json; ;;=;' }),
    h('content-type', 'application/octet-stream', { text: Buffer.from([0, 1, 2, 3, 255]), contentType: 'application/octet-stream' }),
  ];
}

/**
 * Encodes any JS string for a URL, lone surrogates included (encodeURIComponent throws on them): a lone
 * surrogate becomes its three WTF-8 bytes, which no UTF-8 decoder accepts.
 */
export function encodeHostile(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** Query-string values, already in URL form. */
export const QUERY_VALUES: readonly Hostile<string>[] = [
  h('query', '%00', '%00'),
  h('query', 'NUL inside', 'a%00b'),
  h('query', 'control characters', '%01%1B%7F'),
  h('query', 'CR LF', '%0D%0ASet-Cookie:%20x=1'),
  h('query', 'bad percent-encoding %ZZ', '%ZZ'),
  h('query', 'lone %', '%'),
  h('query', 'truncated UTF-8', '%E0%A4%A'),
  h('query', 'invalid UTF-8 bytes', '%C3%28%FF'),
  h('query', 'encoded lone surrogate', '%ED%A0%80'),
  h('query', 'overlong UTF-8 slash', '%C0%AF'),
  h('query', 'emoji and RTL', '%F0%9F%91%8D%E2%80%AE'),
  h('query', '8,000 characters', 'q'.repeat(8000)),
  h('query', '"1e308"', '1e308'),
  h('query', '"-1"', '-1'),
  h('query', 'empty', ''),
  h('query', 'path traversal', '..%2F..%2Fetc%2Fpasswd'),
];

/** Extra parameters added to the seed's query (raw, already in URL form). */
export const QUERY_EXTRAS: readonly Hostile<string>[] = [
  h('prototype-keys', '__proto__=x', '__proto__=x'),
  h('prototype-keys', '__proto__[isAdmin]=1', '__proto__%5BisAdmin%5D=1'),
  h('prototype-keys', 'constructor[prototype][x]=1', 'constructor%5Bprototype%5D%5Bx%5D=1&constructor=1'),
  h('prototype-keys', 'prototype=1', 'prototype=1'),
  // Each on its own: a refused key in the same query would hide what the others do.
  ...INHERITED_KEYS.map((key) => h('prototype-keys', `${key}=1`, `${key}=1`)),
  h('query', 'NUL in a key', 'a%00b=1'),
  h('query', 'empty keys', '&&=&=1&'),
  h('query', 'bracket keys', 'a[]=1&a[0]=2&b[c]=3'),
  h('query', '500 parameters', Array.from({ length: 500 }, (_, i) => `p${i}=${i}`).join('&')),
];

/** Path parameter values, already in URL form (Playwright would strip raw control characters). */
export const PATH_VALUES: readonly Hostile<string>[] = [
  h('path-param', '%00', '%00'),
  h('path-param', 'NUL after a valid id', '1%00'),
  h('path-param', '0', '0'),
  h('path-param', '-1', '-1'),
  h('path-param', '1.5', '1.5'),
  h('path-param', '1e308', '1e308'),
  h('path-param', '9007199254740993', '9007199254740993'),
  h('path-param', '2147483648', '2147483648'),
  h('path-param', '0001', '0001'),
  h('path-param', 'encoded space', '%201'),
  h('path-param', 'encoded slash', '1%2F2'),
  h('path-param', 'encoded dot-dot', '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd'),
  h('path-param', 'bad percent-encoding', '%ZZ'),
  h('path-param', 'encoded lone surrogate', '%ED%A0%80'),
  h('path-param', 'overlong UTF-8', '%C0%AE%C0%AE'),
  h('path-param', 'RTL and emoji', '%E2%80%AE%F0%9F%91%8D'),
  h('path-param', '2,000 characters', 'p'.repeat(2000)),
  h('path-param', '__proto__', '__proto__'),
  h('path-param', 'constructor', 'constructor'),
  h('path-param', 'SQL quote', "1'%20OR%20'1'%3D'1"),
  h('path-param', '[object Object]', '%5Bobject%20Object%5D'),
];

/** Session cookies a client made up (sent without a real session). */
export const COOKIE_VALUES: readonly Hostile<string>[] = [
  h('cookies', 'acc garbage', 'acc=not.a.jwt'),
  h(
    'cookies',
    'acc alg none',
    `acc=${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"1","role":"ADMIN"}').toString('base64url')}.`,
  ),
  h('cookies', 'rft with NUL and 5,000 characters', `rft=%00${'r'.repeat(5000)}; user=%7B%22mbStatus%22%3A%22DORMANCY%22%7D`),
  h('cookies', 'user cookie broken JSON', 'user=%7B%22mbId%22%3A; acc=; rft=%ZZ'),
];
