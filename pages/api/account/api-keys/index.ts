// GET /api/account/api-keys: the member's keys to the public API; POST { name }: a new key, shown in this answer only
// (docs/product/certificates.md#public-api). Never kept by a cache: the answer holds the key.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { createApiKey } from '@/lib/server/api-keys/create-api-key';
import { listApiKeys } from '@/lib/server/api-keys/list-api-keys';
import { apiKeyNameSchema } from '@/lib/shared/schemas/api-key';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: 'member', run: ({ db, session }) => listApiKeys(db, session) }),
  POST: route({
    auth: 'member',
    body: apiKeyNameSchema,
    run: ({ db, session, body }) => createApiKey(db, session, body),
    respond: (created, { res }) => {
      res.setHeader('Cache-Control', 'no-store');
      ok(res, created, 201);
    },
  }),
});
