import { apiHandler, ok } from '@/lib/server/api/handler';
import { renewSession } from '@/lib/server/auth/renew-session';

export default apiHandler({ POST: async (req, res) => ok(res, await renewSession(req, res)) });
