// GET /api/account/api-keys: the member's keys, live ones first, newest first (docs/product/certificates.md#public-api).
// Revoked keys stay listed, so the member sees when one was revoked and what it was called.
import type { DbOrTx } from '@/lib/server/db/client';
import type { ApiKeyView } from '@/lib/shared/api-keys';
import type { Actor } from '../auth/access-token';
import { loadActiveMember } from '../members/active-member';
import { toApiKeyView } from './owned-api-key';

export async function listApiKeys(db: DbOrTx, session: Actor): Promise<ApiKeyView[]> {
  const [, keys] = await Promise.all([
    loadActiveMember(db, session),
    db.apiKey.findMany({ where: { memberId: session.memberId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  ]);
  return keys.sort((a, b) => Number(a.revokedAt !== null) - Number(b.revokedAt !== null)).map(toApiKeyView);
}
