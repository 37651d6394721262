// A member's own API keys (docs/product/certificates.md#public-api): another member's key id answers exactly like an id
// that does not exist (404), so ids cannot be probed. The view never holds the key, only its first characters.
import type { DbOrTx } from '@/lib/server/db/client';
import type { ApiKey } from '@/lib/server/db/generated/client';
import { API_KEY_ERRORS, type ApiKeyView } from '@/lib/shared/api-keys';
import { AppError } from '../errors/app-error';
import { API_KEY_TAG } from './api-key-format';

export const apiKeyNotFound = () => new AppError('NOT_FOUND', 'API key not found.', API_KEY_ERRORS.notFound);

/** The id from the route (`/api/account/api-keys/[id]`); anything but a positive integer is not found. */
export function parseApiKeyId(value: unknown): number {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw apiKeyNotFound();
  return Number(value);
}

export async function findOwnedApiKey(db: DbOrTx, memberId: number, id: number): Promise<ApiKey> {
  const key = await db.apiKey.findFirst({ where: { id, memberId } });
  if (!key) throw apiKeyNotFound();
  return key;
}

export function toApiKeyView(key: ApiKey): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    prefix: `${API_KEY_TAG}${key.prefix}`,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}
