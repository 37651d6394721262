// The sandbox gateway's settings (.env.example "Payments"), read at each use so tests and instances can
// set them. The rest of the payment settings (PAYMENT_PROVIDER, VIRTUAL_ACCOUNT_HOURS…) are in ../config.ts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The HMAC key shared by the sandbox gateway and our callback. Required in production (every instance
 * must share it) unless ALLOW_GENERATED_SECRET=1; in development one is generated once into .data/
 * (git-ignored), like AUTH_SECRET.
 */
export function sandboxSecret(): Buffer {
  const fromEnv = process.env.PAYMENT_SANDBOX_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('PAYMENT_SANDBOX_SECRET must be at least 32 characters.');
    return Buffer.from(fromEnv, 'utf8');
  }
  if (process.env.NODE_ENV === 'production' && process.env.ALLOW_GENERATED_SECRET !== '1') {
    throw new Error('PAYMENT_SANDBOX_SECRET is required in production (see .env.example).');
  }
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'payment-sandbox-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it a moment ago: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}

/** Where the sandbox gateway POSTs its signed events (server to server). */
export function paymentCallbackUrl(): string {
  const fromEnv = process.env.PAYMENT_CALLBACK_URL?.trim();
  if (fromEnv) return fromEnv;
  const origin = (process.env.APP_ORIGIN ?? '').split(',')[0]?.trim().replace(/\/$/, '') || `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  return `${origin}/api/payments/sandbox/callback`;
}

/** A signed callback older (or further in the future) than this is refused: a replayed capture. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** The merchant name the gateway's page shows. */
export const MERCHANT_NAME = 'CardGrade';
