// GET /api/v1/openapi.json: the public API's OpenAPI 3.1 document (lib/shared/public-api/openapi.ts), for any origin.
// The same for everyone and changed only by a deployment: kept an hour. Not counted against any limit.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { OPENAPI_DOCUMENT } from '@/lib/shared/public-api/openapi';

export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    GET: route({
      auth: 'public',
      run: () => OPENAPI_DOCUMENT,
      respond: (document, { res }) => {
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res.status(200).json(document);
      },
    }),
  },
  { cors: true },
);
