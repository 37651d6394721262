// What an API key looks like (docs/product/certificates.md#public-api, docs/decisions/0021-public-api.md): `cgk_` and
// 32 random bytes in base64url (43 characters), so a leaked key is recognisable in logs and by secret scanners. Only
// its SHA-256 is stored: the key is shown once, when it is made, and cannot be read back — not even by staff. A key
// this random needs no slow hash (argon2 is for passwords people choose); SHA-256 lets the look-up be one indexed read.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const API_KEY_TAG = 'cgk_';
/** Characters after the tag kept in clear, so the owner can tell keys apart (≈ 48 bits: says nothing useful). */
export const PREFIX_LENGTH = 8;
const API_KEY = /^cgk_[A-Za-z0-9_-]{43}$/;

export interface NewApiKey {
  key: string;
  prefix: string;
  hash: string;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function newApiKey(): NewApiKey {
  const key = `${API_KEY_TAG}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(API_KEY_TAG.length, API_KEY_TAG.length + PREFIX_LENGTH), hash: hashApiKey(key) };
}

export function isApiKey(value: string): boolean {
  return API_KEY.test(value);
}

export type PresentedKey = { kind: 'none' } | { kind: 'malformed' } | { kind: 'key'; key: string };

/**
 * The key a request presents, as `Authorization: Bearer <key>` or `X-Api-Key: <key>`. Anything else in those headers
 * — another scheme, a repeated header, two different keys, a value of the wrong shape — is malformed: refused (401)
 * without a look-up, rather than silently treated as no key.
 */
export function presentedApiKey(headers: IncomingHttpHeaders): PresentedKey {
  const found: string[] = [];
  const authorization = headers.authorization;
  if (authorization !== undefined) {
    const match = typeof authorization === 'string' ? /^Bearer +(\S+) *$/i.exec(authorization) : null;
    if (!match) return { kind: 'malformed' };
    found.push(match[1]!);
  }
  const header = headers['x-api-key'];
  if (header !== undefined) {
    if (typeof header !== 'string') return { kind: 'malformed' };
    found.push(header.trim());
  }
  if (found.length === 0) return { kind: 'none' };
  const [key] = found;
  if (found.some((value) => value !== key) || !isApiKey(key!)) return { kind: 'malformed' };
  return { kind: 'key', key: key! };
}
