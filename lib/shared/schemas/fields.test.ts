import { type AnySchema, object } from 'yup';
import { nullableInt, oneOfStrings, optionalText, positiveId, strictBoolean, strictString, textOrEmpty } from './fields';

const M = { wrongType: 'x:wrongType', tooLong: 'x:tooLong' };

/** The value a field gives, or the message it refuses it with. */
async function check(field: AnySchema, value: unknown): Promise<unknown> {
  try {
    return ((await object({ f: field }).validate({ f: value })) as { f: unknown }).f;
  } catch (error) {
    return (error as Error).message;
  }
}

test('strictString trims text and refuses anything else', async () => {
  expect(await check(strictString(M.wrongType), '  a  ')).toBe('a');
  expect(await check(strictString(M.wrongType), 5)).toBe(M.wrongType);
  expect(await check(strictString(M.wrongType), ['a'])).toBe(M.wrongType);
});

test('optionalText: blank is not given, null and numbers are refused, the length is capped', async () => {
  expect(await check(optionalText(3, M), '   ')).toBeUndefined();
  expect(await check(optionalText(3, M), ' abc ')).toBe('abc');
  expect(await check(optionalText(3, M), 'abcd')).toBe(M.tooLong);
  expect(await check(optionalText(3, M), null)).toBe(M.wrongType);
  expect(await check(optionalText(3, M), 12)).toBe(M.wrongType);
});

test('textOrEmpty: null and absent are empty text, numbers are refused', async () => {
  expect(await check(textOrEmpty(3, M), null)).toBe('');
  expect(await check(textOrEmpty(3, M), undefined)).toBe('');
  expect(await check(textOrEmpty(3, M), ' ab ')).toBe('ab');
  expect(await check(textOrEmpty(3, M), 'abcd')).toBe(M.tooLong);
  expect(await check(textOrEmpty(3, M), 12)).toBe(M.wrongType);
});

test('nullableInt and positiveId take whole numbers sent as numbers only', async () => {
  expect(await check(nullableInt(M.wrongType), 5)).toBe(5);
  expect(await check(nullableInt(M.wrongType), null)).toBeNull();
  expect(await check(nullableInt(M.wrongType), '5')).toBe(M.wrongType);
  expect(await check(nullableInt(M.wrongType), 5.5)).toBe(M.wrongType);
  expect(await check(positiveId(M.wrongType), 0)).toBe(M.wrongType);
  expect(await check(positiveId(M.wrongType), 2_147_483_648)).toBe(M.wrongType);
  expect(await check(positiveId(M.wrongType), 7)).toBe(7);
});

test('strictBoolean and oneOfStrings never convert', async () => {
  expect(await check(strictBoolean(M.wrongType), true)).toBe(true);
  expect(await check(strictBoolean(M.wrongType), 'true')).toBe(M.wrongType);
  expect(await check(strictBoolean(M.wrongType), 1)).toBe(M.wrongType);
  expect(await check(oneOfStrings(['A', 'B'], 'x:choice'), 'A')).toBe('A');
  expect(await check(oneOfStrings(['A', 'B'], 'x:choice'), ' A')).toBe('x:choice');
  expect(await check(oneOfStrings(['A', 'B'], 'x:choice'), 1)).toBe('x:choice');
});
