// GET /api/health (issue #23, docs/OPERATIONS.md "Health"): the process answers. Reads nothing — a liveness probe
// that restarts an instance must not fail because the database is down (that is /api/ready's question).
import { apiHandler, ok } from '@/lib/server/api/handler';
import { isShuttingDown } from '@/lib/server/lifecycle/shutdown';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    ok(res, { status: isShuttingDown() ? 'stopping' : 'up', uptimeSeconds: Math.round(process.uptime()) });
  },
});
