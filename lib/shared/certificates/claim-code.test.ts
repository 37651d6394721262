import {
  CLAIM_CODE_ALPHABET,
  CLAIM_CODE_LENGTH,
  claimCodeCheckCharacter,
  claimCodeFromBytes,
  claimCodeProblem,
  formatClaimCode,
  isClaimCode,
  normaliseClaimCode,
} from './claim-code';

const BODY = '7K3M9QXR2VT4HNB';
const CODE = BODY + claimCodeCheckCharacter(BODY);

test('Crockford base32: 32 symbols, none of I, L, O, U', () => {
  expect(new Set(CLAIM_CODE_ALPHABET).size).toBe(32);
  expect(CLAIM_CODE_ALPHABET).not.toMatch(/[ILOU]/);
});

test.each([
  ['abcd-efgh', 'ABCDEFGH'],
  [' 7k3m 9qxr\t2vt4-hnb ', '7K3M9QXR2VT4HNB'],
  ['o0-Il-l1', '001111'],
  ['A—B–C_D', 'ABCD'],
  ['', ''],
])('normalise %p → %p', (input, normalised) => {
  expect(normaliseClaimCode(input)).toBe(normalised);
});

test.each([
  [CODE, null],
  [formatClaimCode(CODE).toLowerCase(), null],
  [` ${formatClaimCode(CODE)} `, null],
  ['', 'empty'],
  ['  --  ', 'empty'],
  [CODE.slice(0, -1), 'length'],
  [`${CODE}0`, 'length'],
  [`${CODE.slice(0, -1)}U`, 'characters'],
  [`${CODE.slice(0, 5)}*${CODE.slice(6)}`, 'characters'],
])('problem of %p is %p', (input, problem) => {
  expect(claimCodeProblem(input)).toBe(problem);
});

test('the check character catches every single wrong character and every swap of two different neighbours', () => {
  for (let index = 0; index < CLAIM_CODE_LENGTH; index += 1) {
    for (const c of CLAIM_CODE_ALPHABET) {
      if (c === CODE[index]) continue;
      expect(isClaimCode(CODE.slice(0, index) + c + CODE.slice(index + 1))).toBe(false);
    }
  }
  let swapsCaught = 0;
  let swaps = 0;
  for (let index = 0; index + 1 < CLAIM_CODE_LENGTH; index += 1) {
    if (CODE[index] === CODE[index + 1]) continue;
    swaps += 1;
    if (!isClaimCode(CODE.slice(0, index) + CODE[index + 1] + CODE[index] + CODE.slice(index + 2))) swapsCaught += 1;
  }
  // Luhn misses only the swap of two symbols whose doubled values agree (here: none of this code's pairs).
  expect(swapsCaught).toBe(swaps);
});

test('formatted in groups of four', () => {
  expect(formatClaimCode(CODE)).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(normaliseClaimCode(formatClaimCode(CODE))).toBe(CODE);
});

test('a code from random bytes: 5 bits of each byte, well formed, needs 15 bytes', () => {
  const bytes = Uint8Array.from({ length: 15 }, (_, i) => i * 17 + 3);
  const code = claimCodeFromBytes(bytes);
  expect(code).toHaveLength(CLAIM_CODE_LENGTH);
  expect(isClaimCode(code)).toBe(true);
  expect(code[0]).toBe(CLAIM_CODE_ALPHABET[3]);
  expect(claimCodeFromBytes(Uint8Array.from({ length: 15 }, () => 255))).toMatch(/^Z{15}/);
  expect(() => claimCodeFromBytes(new Uint8Array(14))).toThrow();
});
