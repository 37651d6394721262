// Server configuration read once and checked: a production server refuses to start without its secrets.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const isProduction = process.env.NODE_ENV === 'production';

/**
 * The key that signs access tokens (and derives the development label key; labels use LABEL_SIGNING_KEY). Required in production (every instance
 * shares it). In development one is generated once and kept in .data/ (git-ignored), so restarts keep
 * sessions and nothing secret is committed.
 */
export function authSecret(): Uint8Array {
  const fromEnv = process.env.AUTH_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters.');
    return new TextEncoder().encode(fromEnv);
  }
  if (isProduction && process.env.ALLOW_GENERATED_SECRET !== '1') {
    throw new Error('AUTH_SECRET is required in production (see .env.example).');
  }
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/** Cookies get `Secure` when the site is served over https (always in production unless told otherwise). */
export function secureCookies(): boolean {
  if (process.env.COOKIE_SECURE) return process.env.COOKIE_SECURE === '1';
  return isProduction && !(process.env.APP_ORIGIN ?? '').startsWith('http://');
}

/** Origins allowed to make state-changing calls, besides the request's own host. */
export function allowedOrigins(): string[] {
  return (process.env.APP_ORIGIN ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}
