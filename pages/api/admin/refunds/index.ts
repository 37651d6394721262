// GET /api/admin/refunds: the refunds stuck at the gateway — REQUESTED and tried too often or too long, or FAILED
// (issue #23, decision 0027; list-stuck-refunds.ts). Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { listStuckRefunds } from '@/lib/server/payments/list-stuck-refunds';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

const list = route({ auth: STAFF_ROLES, run: ({ db, session }) => listStuckRefunds(db, session) });

export default apiHandler({
  // Set before the session check, so no answer about money is ever cached (errors included).
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return list(req, res);
  },
});
