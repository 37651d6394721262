// DELETE /api/account/api-keys/[id]: the key stops working (docs/product/certificates.md#public-api). Revoking is
// idempotent — a revoked key stays revoked at its first date — and only the owner's own keys can be revoked (another
// member's id is 404). It answers 401 at once on this instance and within KEY_CACHE_MS on the others
// (authenticate-api-key.ts). The row stays, with its usage, so the list shows what was revoked and when.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { ApiKeyView } from '@/lib/shared/api-keys';
import type { Actor } from '../auth/access-token';
import { lockActiveMember } from '../members/active-member';
import { forgetApiKey } from './authenticate-api-key';
import { findOwnedApiKey, toApiKeyView } from './owned-api-key';

export async function revokeApiKey(db: Db, session: Actor, id: number): Promise<ApiKeyView> {
  const key = await db.$transaction(async (tx) => {
    const actor = await lockActiveMember(tx, session.memberId);
    const owned = await findOwnedApiKey(tx, session.memberId, id);
    if (owned.revokedAt) return owned;
    const revoked = await tx.apiKey.update({ where: { id: owned.id }, data: { revokedAt: new Date() } });
    await recordAudit(tx, { actor, action: 'api-key.revoked', entity: 'ApiKey', entityId: String(owned.id) });
    return revoked;
  });
  forgetApiKey(key.hash);
  return toApiKeyView(key);
}
