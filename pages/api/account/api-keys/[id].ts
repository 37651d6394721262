// DELETE /api/account/api-keys/[id]: revoke one of the member's keys (idempotent; another member's key is 404).
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseApiKeyId } from '@/lib/server/api-keys/owned-api-key';
import { revokeApiKey } from '@/lib/server/api-keys/revoke-api-key';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  DELETE: route({ auth: 'member', query: parsedQuery({ id: parseApiKeyId }), run: ({ db, session, query }) => revokeApiKey(db, session, query.id) }),
});
