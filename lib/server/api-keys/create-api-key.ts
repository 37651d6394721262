// POST /api/account/api-keys { name }: a new key to the public API (docs/product/certificates.md#public-api). The key
// is in this answer and nowhere else: only its SHA-256 is stored (api-key-format.ts). At most MAX_LIVE_API_KEYS live
// keys per member; revoked ones do not count.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { API_KEY_ERRORS, type CreatedApiKey, MAX_LIVE_API_KEYS } from '@/lib/shared/api-keys';
import type { ApiKeyNameInput } from '@/lib/shared/schemas/api-key';
import type { Actor } from '../auth/access-token';
import { AppError } from '../errors/app-error';
import { lockActiveMember } from '../members/active-member';
import { newApiKey } from './api-key-format';
import { toApiKeyView } from './owned-api-key';

export async function createApiKey(db: Db, session: Actor, input: ApiKeyNameInput): Promise<CreatedApiKey> {
  const made = newApiKey();
  const row = await db.$transaction(async (tx) => {
    // Locked: two quick clicks cannot both pass the count.
    const actor = await lockActiveMember(tx, session.memberId);
    const live = await tx.apiKey.count({ where: { memberId: session.memberId, revokedAt: null } });
    if (live >= MAX_LIVE_API_KEYS) throw new AppError('API_KEY_LIMIT', `At most ${MAX_LIVE_API_KEYS} keys at a time: revoke one first.`, API_KEY_ERRORS.limit);
    const key = await tx.apiKey.create({ data: { memberId: session.memberId, name: input.name, prefix: made.prefix, hash: made.hash } });
    await recordAudit(tx, { actor, action: 'api-key.created', entity: 'ApiKey', entityId: String(key.id) });
    return key;
  });
  return { apiKey: toApiKeyView(row), key: made.key };
}
