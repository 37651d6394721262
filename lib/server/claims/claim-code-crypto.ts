// A claim code as the database keeps it (docs/decisions/0035-claim-codes.md): never plain. `claimCodeHash` is a keyed
// HMAC-SHA256 of the normalised code — unique, so a code is found and checked without being stored, and a stolen
// database cannot be searched for codes without the key. `claimCodeSealed` is the same code sealed with AES-256-GCM
// under the server key, opened only for the card's owner and for the packing slip; GCM's tag refuses a sealed copy
// changed or opened with another key. The sealed copy is bound to its certificate (the serial as additional data),
// so a sealed value copied onto another row does not open there.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CLAIM_CODE_RANDOM_LENGTH, claimCodeFromBytes, normaliseClaimCode } from '@/lib/shared/certificates/claim-code';
import { type ClaimCodeKeys, claimCodeKeys } from './claim-code-key';

const SEAL_VERSION = 'v1';

export function hashClaimCode(code: string, keys: ClaimCodeKeys = claimCodeKeys()): string {
  return createHmac('sha256', keys.hash).update(normaliseClaimCode(code), 'utf8').digest('base64url');
}

/** Constant-time: the stored hash against the typed code's. */
export function claimCodeMatches(storedHash: string | null, code: string, keys: ClaimCodeKeys = claimCodeKeys()): boolean {
  if (storedHash === null) return false;
  const expected = Buffer.from(storedHash, 'base64url');
  const given = Buffer.from(hashClaimCode(code, keys), 'base64url');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `v1.<iv>.<ciphertext>.<tag>`, base64url parts. */
export function sealClaimCode(code: string, serial: string, keys: ClaimCodeKeys = claimCodeKeys()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.seal, iv);
  cipher.setAAD(Buffer.from(serial, 'utf8'));
  const sealed = Buffer.concat([cipher.update(normaliseClaimCode(code), 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The code (normalised), or null when the sealed copy is malformed, was changed, or was sealed with another key. */
export function openClaimCode(sealed: string, serial: string, keys: ClaimCodeKeys = claimCodeKeys()): string | null {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.seal, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(serial, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export const newClaimCode = (): string => claimCodeFromBytes(randomBytes(CLAIM_CODE_RANDOM_LENGTH));

export interface ClaimCodeColumns {
  claimCodeHash: string;
  claimCodeSealed: string;
  claimCodeIssuedAt: Date;
}

/** The Certificate columns of a fresh code for `serial`, to spread into the create or update that gives it an owner. */
export function claimCodeColumns(serial: string, now = new Date(), code = newClaimCode()): ClaimCodeColumns {
  const keys = claimCodeKeys();
  return { claimCodeHash: hashClaimCode(code, keys), claimCodeSealed: sealClaimCode(code, serial, keys), claimCodeIssuedAt: now };
}

/**
 * `data` with a fresh code when it gives the certificate an owner and names no code of its own (the seed's and the
 * tests' certificates, lib/server/seed/builders/certificate.ts). Called once the serial is final: the sealed copy is
 * bound to it.
 */
export function withClaimCode<T extends { serial: string; memberId?: number | null; claimCodeHash?: string | null }>(data: T, now = new Date()): T {
  if (data.memberId == null || data.claimCodeHash !== undefined) return data;
  return { ...data, ...claimCodeColumns(data.serial, now) };
}
