// GET /api/member/dashboard: the profile, the order counts and the recent orders of my page.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { getDashboard } from '@/lib/server/account/get-dashboard';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: 'member', run: ({ db, session }) => getDashboard(db, session) }),
});
