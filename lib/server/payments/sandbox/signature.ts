// The sandbox gateway's callback signature, shaped like the big gateways' (Stripe, TapPay):
//   X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${rawBody}`>
// The timestamp is signed too, so an old capture cannot be replayed later with a fresh time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_TOLERANCE_SECONDS } from './config';

export const SIGNATURE_HEADER = 'x-sandbox-signature';

function hmac(secret: Buffer, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

export function signSandboxBody(secret: Buffer, rawBody: string, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, rawBody)}`;
}

/** True when one v1 signature matches and the timestamp is within the tolerance either way. */
export function verifySandboxSignature(secret: Buffer, rawBody: string, header: unknown, now = new Date()): boolean {
  if (typeof header !== 'string' || header.length > 1024) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
}
