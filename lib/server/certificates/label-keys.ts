// The keys that sign the QR codes of slab labels (docs/decisions/0012-label-signature.md), read from the
// environment at each use like the other secrets (.env.example "Certificates and labels").
// LABEL_SIGNING_KEY signs new labels; LABEL_SIGNING_KEYS_RETIRED only verifies the labels printed with
// earlier keys, so a rotation never voids a slab already in a collector's hands.
import { createHmac } from 'node:crypto';
import { authSecret } from '@/lib/server/config/env';
import { parseSigningKeys } from '@/lib/server/config/env-schema';

export interface LabelKey {
  kid: string;
  secret: Buffer;
}

/** The key id of the key derived when LABEL_SIGNING_KEY is not set (development, tests). */
export const DERIVED_KEY_ID = 'dev';

function readKeys(name: 'LABEL_SIGNING_KEY' | 'LABEL_SIGNING_KEYS_RETIRED'): LabelKey[] {
  const value = process.env[name]?.trim();
  if (!value) return [];
  const parsed = parseSigningKeys(value);
  if ('problem' in parsed) throw new Error(`${name} ${parsed.problem} (see .env.example).`);
  return parsed.keys.map(({ kid, secret }) => ({ kid, secret: Buffer.from(secret, 'utf8') }));
}

/**
 * The key that signs new labels. Required in production (every instance must print the same labels)
 * unless ALLOW_GENERATED_SECRET=1; otherwise derived from AUTH_SECRET — itself generated once into .data/
 * in development — so nothing secret is committed and the same machine keeps verifying its own labels.
 */
export function currentLabelKey(): LabelKey {
  const [configured, ...extra] = readKeys('LABEL_SIGNING_KEY');
  if (extra.length > 0) throw new Error('LABEL_SIGNING_KEY must be one key (retired keys go to LABEL_SIGNING_KEYS_RETIRED).');
  if (configured) return configured;
  if (process.env.NODE_ENV === 'production' && process.env.ALLOW_GENERATED_SECRET !== '1') {
    throw new Error('LABEL_SIGNING_KEY is required in production (see .env.example).');
  }
  return { kid: DERIVED_KEY_ID, secret: createHmac('sha256', authSecret()).update('cardgrade:label-signing-key').digest() };
}

/** The key a label names, current or retired; null for an id this server does not know. */
export function labelKey(kid: string): Buffer | null {
  const current = currentLabelKey();
  if (current.kid === kid) return current.secret;
  return readKeys('LABEL_SIGNING_KEYS_RETIRED').find((key) => key.kid === kid)?.secret ?? null;
}
