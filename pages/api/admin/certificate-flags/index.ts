// GET /api/admin/certificate-flags?status=&source=&page=: the suspicious-certificates queue
// (docs/product/certificates.md#suspicious-certificates; list-flags.ts). Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { listFlags } from '@/lib/server/certificates/flags/list-flags';
import { flagListQuerySchema } from '@/lib/shared/schemas/certificate-admin';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

const list = route({ auth: STAFF_ROLES, query: flagListQuerySchema, run: ({ db, session, query }) => listFlags(db, session, query) });

export default apiHandler({
  // A report's contact e-mail is in the answer: never cached (errors included).
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return list(req, res);
  },
});
