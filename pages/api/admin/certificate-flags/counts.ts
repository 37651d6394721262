// GET /api/admin/certificate-flags/counts: the open entries of the suspicious-certificates queue per source, for the
// back office's navigation (docs/product/certificates.md#suspicious-certificates; count-open-flags.ts). Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { countOpenFlags } from '@/lib/server/certificates/flags/count-open-flags';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

const count = route({ auth: STAFF_ROLES, run: ({ db, session }) => countOpenFlags(db, session) });

export default apiHandler({
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return count(req, res);
  },
});
