// The server key of the claim codes (docs/decisions/0035-claim-codes.md), read from CLAIM_CODE_SECRET at each use
// like the other secrets (.env.example "Certificates and labels"; checked at start-up by config/env-schema.ts).
// Two keys are derived from it, one per use, so the hash key never encrypts and the sealing key never hashes.
import { createHmac } from 'node:crypto';
import { authSecret } from '@/lib/server/config/env';

export interface ClaimCodeKeys {
  /** HMAC-SHA256 key of the code's lookup hash. */
  hash: Buffer;
  /** AES-256-GCM key of the code's sealed copy. */
  seal: Buffer;
}

/**
 * Required in production (every instance must check and open the same codes) unless ALLOW_GENERATED_SECRET=1;
 * otherwise derived from AUTH_SECRET — itself generated once into .data/ in development — as the label key is.
 */
export function claimCodeSecret(): Buffer {
  const fromEnv = process.env.CLAIM_CODE_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('CLAIM_CODE_SECRET must be at least 32 characters.');
    return Buffer.from(fromEnv, 'utf8');
  }
  if (process.env.NODE_ENV === 'production' && process.env.ALLOW_GENERATED_SECRET !== '1') {
    throw new Error('CLAIM_CODE_SECRET is required in production (see .env.example).');
  }
  return createHmac('sha256', authSecret()).update('cardgrade:claim-code-secret').digest();
}

export function claimCodeKeys(secret: Buffer = claimCodeSecret()): ClaimCodeKeys {
  return {
    hash: createHmac('sha256', secret).update('claim-code:hash').digest(),
    seal: createHmac('sha256', secret).update('claim-code:seal').digest(),
  };
}
