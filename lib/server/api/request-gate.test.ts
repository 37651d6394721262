/** @jest-environment node */
import fc from 'fast-check';
import { AppError } from '../errors/app-error';
import { GATE_ERRORS, GATE_LIMITS, assertRequestPasses, inspectQuery, inspectValue } from './request-gate';

const nested = (levels: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

describe('inspectValue', () => {
  test.each([
    ['a prototype key at the top', JSON.parse('{"__proto__": {"x": 1}}'), '__proto__', GATE_ERRORS.forbiddenKey],
    ['constructor nested in a line', { lines: [{ constructor: 'x' }] }, 'lines[0].constructor', GATE_ERRORS.forbiddenKey],
    ['prototype', { a: { prototype: 1 } }, 'a.prototype', GATE_ERRORS.forbiddenKey],
    ["toString as a field value's key", { email: { toString: 1, valueOf: 'x' } }, 'email.toString', GATE_ERRORS.forbiddenKey],
    ['valueOf in a line', { lines: [{ valueOf: 1 }] }, 'lines[0].valueOf', GATE_ERRORS.forbiddenKey],
    ['hasOwnProperty', { hasOwnProperty: 1 }, 'hasOwnProperty', GATE_ERRORS.forbiddenKey],
    ['__defineGetter__', { __defineGetter__: 1 }, '__defineGetter__', GATE_ERRORS.forbiddenKey],
    ['a NUL byte in an e-mail', { email: 'a\u0000@b.tw' }, 'email', GATE_ERRORS.badCharacters],
    ['an escape character', { name: 'x\u001b[31m' }, 'name', GATE_ERRORS.badCharacters],
    ['DEL', { name: 'x\u007f' }, 'name', GATE_ERRORS.badCharacters],
    ['a lone high surrogate', { name: 'x\ud800' }, 'name', GATE_ERRORS.badCharacters],
    ['a lone low surrogate', { name: '\udc00x' }, 'name', GATE_ERRORS.badCharacters],
    ['a control character in a key', { 'a\u0000': 1 }, 'a\u0000', GATE_ERRORS.badCharacters],
    ['an inexact number', { amount: 9007199254740993 }, 'amount', GATE_ERRORS.badNumber],
    ['Infinity (JSON 1e400)', JSON.parse('{"amount": 1e400}'), 'amount', GATE_ERRORS.badNumber],
  ])('refuses %s', (_label, value, path, key) => {
    expect(inspectValue(value)).toEqual({ path, key });
  });

  test('refuses nesting past the limit, 5,000 levels included, without recursion', () => {
    expect(inspectValue(nested(GATE_LIMITS.maxDepth + 1))?.key).toBe(GATE_ERRORS.tooDeep);
    expect(inspectValue(JSON.parse('['.repeat(5000) + ']'.repeat(5000)))?.key).toBe(GATE_ERRORS.tooDeep);
    expect(inspectValue(nested(GATE_LIMITS.maxDepth - 1))).toBeNull();
  });

  test('refuses a body with too many values', () => {
    expect(inspectValue(new Array(GATE_LIMITS.maxNodes + 1).fill(0))?.key).toBe(GATE_ERRORS.tooLarge);
  });

  test.each([
    ['line breaks and tabs in a text area', { description: 'line 1\r\nline 2\tend' }],
    ['CJK, Hangul, emoji and RTL marks', { name: '寶可夢 카드 🃏 \u200f' }],
    ['the largest exact integer', { n: Number.MAX_SAFE_INTEGER, m: -Number.MAX_SAFE_INTEGER }],
    ['null, booleans and empty containers', { a: null, b: true, c: [], d: {} }],
    ['a key that only contains "proto"', { protocol: 'x', constructorName: 'y' }],
  ])('lets %s pass', (_label, value) => {
    expect(inspectValue(value)).toBeNull();
  });

  test('property: any JSON value with a NUL somewhere in a string is refused at that path', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), fc.string(), fc.string(), (value, before, after) => {
        const body = { wrapper: value, field: `${before}\u0000${after}` };
        const problem = inspectValue(body);
        expect(problem?.key).toBe(GATE_ERRORS.badCharacters);
      }),
    );
  });

  test('property: well-formed text never trips the character check', () => {
    const text = fc.string({ unit: 'grapheme' }).map((s) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ''));
    fc.assert(fc.property(text, (value) => expect(inspectValue({ value })).toBeNull()));
  });

  test('property: the gate never throws, whatever the value', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 6, withNullPrototype: true, withObjectString: true }), (value) => {
        expect(() => inspectValue(value)).not.toThrow();
      }),
    );
  });
});

describe('inspectQuery', () => {
  test('refuses a NUL in a path parameter (the sandbox payment id)', () => {
    expect(inspectQuery({ paymentId: 'pay_\u0000' })).toEqual({ path: 'paymentId', key: GATE_ERRORS.badCharacters });
  });
  test('refuses repeated values with a control character, and prototype keys as parameter names', () => {
    expect(inspectQuery({ to: ['a', 'b\u0001'] })?.key).toBe(GATE_ERRORS.badCharacters);
    expect(inspectQuery({ constructor: 'x' })?.key).toBe(GATE_ERRORS.forbiddenKey);
    expect(inspectQuery({ currency: 'TWD', toString: '1' })?.key).toBe(GATE_ERRORS.forbiddenKey);
  });
  test('lets ordinary parameters pass', () => {
    expect(inspectQuery({ orderNumber: 'G2611230001', size: 'thumb', to: 'a@b.tw' })).toBeNull();
  });
});

test('assertRequestPasses throws a VALIDATION AppError naming the field', () => {
  let caught: unknown;
  try {
    assertRequestPasses({ query: {}, body: JSON.parse('{"address":{"__proto__":{"polluted":1}}}') });
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(AppError);
  const error = caught as AppError;
  expect(error.status).toBe(400);
  expect(error.code).toBe('VALIDATION');
  expect(error.details.errors).toEqual([
    { path: 'address.__proto__', key: GATE_ERRORS.forbiddenKey, message: 'This request contains a field name that is not allowed.' },
  ]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
