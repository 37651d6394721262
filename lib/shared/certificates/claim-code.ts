// The one-time claim code of a graded card (issue #25, docs/decisions/0035-claim-codes.md): printed on the packing
// slip, handed to the buyer with the slab, typed by the buyer to move the certificate to their collection.
// 16 characters of Crockford's base32 shown as XXXX-XXXX-XXXX-XXXX: 15 drawn from the CSPRNG (75 bits) and a Luhn
// mod 32 check character, so a typo (one wrong character, two neighbours swapped) is told at once, in the form,
// without spending a try of the rate limit. Typing is forgiving: case, spaces and dashes do not matter, and the
// letters people confuse with digits (O, I, L) read as those digits. Pure and browser-safe: the server draws the
// bytes (lib/server/claims/claim-code-crypto.ts) and the form checks what was typed with the same functions.

/** Crockford's base32: no I, L, O (read as 1, 1, 0) and no U. */
export const CLAIM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Random characters; with the check character the code is CLAIM_CODE_LENGTH long. */
export const CLAIM_CODE_RANDOM_LENGTH = 15;
export const CLAIM_CODE_LENGTH = CLAIM_CODE_RANDOM_LENGTH + 1;
const GROUP = 4;
const N = CLAIM_CODE_ALPHABET.length;

/** Lenient reading: upper case, no spaces or dashes, O → 0, I and L → 1. Anything else is kept (and then refused). */
export function normaliseClaimCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s\-‐‑‒–—_]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** The Luhn mod 32 check character of `body` (characters of the alphabet). */
export function claimCodeCheckCharacter(body: string): string {
  let sum = 0;
  // From the right, every other character doubled (the position next to the check character first).
  for (let index = body.length - 1, double = true; index >= 0; index -= 1, double = !double) {
    const value = CLAIM_CODE_ALPHABET.indexOf(body[index]!);
    const addend = double ? value * 2 : value;
    sum += Math.floor(addend / N) + (addend % N);
  }
  return CLAIM_CODE_ALPHABET[(N - (sum % N)) % N]!;
}

export type ClaimCodeProblem = 'empty' | 'length' | 'characters' | 'check';

/** What is wrong with a typed code, after normalising; null when it is well formed (not yet: that it is right). */
export function claimCodeProblem(input: string): ClaimCodeProblem | null {
  const code = normaliseClaimCode(input);
  if (code.length === 0) return 'empty';
  if ([...code].some((c) => !CLAIM_CODE_ALPHABET.includes(c))) return 'characters';
  if (code.length !== CLAIM_CODE_LENGTH) return 'length';
  return claimCodeCheckCharacter(code.slice(0, -1)) === code.at(-1) ? null : 'check';
}

export const isClaimCode = (input: string): boolean => claimCodeProblem(input) === null;

/** XXXX-XXXX-XXXX-XXXX, from any typed form of the code. */
export function formatClaimCode(input: string): string {
  const code = normaliseClaimCode(input);
  return (code.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? []).join('-');
}

/**
 * A new code from `bytes` (at least CLAIM_CODE_RANDOM_LENGTH of them, from a CSPRNG): each character from 5 bits of
 * its own byte (32 divides 256: no bias), then the check character. Normalised form, no dashes.
 */
export function claimCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < CLAIM_CODE_RANDOM_LENGTH) throw new Error(`A claim code needs ${CLAIM_CODE_RANDOM_LENGTH} random bytes.`);
  const body = Array.from(bytes.subarray(0, CLAIM_CODE_RANDOM_LENGTH), (byte) => CLAIM_CODE_ALPHABET[byte % N]).join('');
  return body + claimCodeCheckCharacter(body);
}
