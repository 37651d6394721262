// DELETE /api/account/api-keys/[id]: revoke one of the member's keys (idempotent; another member's key is 404).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { parseApiKeyId } from '@/lib/server/api-keys/owned-api-key';
import { revokeApiKey } from '@/lib/server/api-keys/revoke-api-key';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  DELETE: route({ auth: 'member', run: ({ db, session, req }) => revokeApiKey(db, session, parseApiKeyId(req.query.id)) }),
});
