// GET /api/ready (issue #23, docs/OPERATIONS.md "Health"): 200 when this instance should receive requests (database,
// migrations, storage: lib/server/lifecycle/readiness.ts), else 503 with Retry-After and the failing checks by name.
import { apiHandler } from '@/lib/server/api/handler';
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/server/db/unavailable';
import { checkReadiness } from '@/lib/server/lifecycle/readiness';
import type { ApiEnvelope } from '@/lib/shared/errors';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: async (_req, res) => {
    const readiness = await checkReadiness();
    res.setHeader('Cache-Control', 'no-store');
    if (!readiness.ready) res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    const body: ApiEnvelope<typeof readiness> = readiness.ready
      ? { code: 'OK', message: 'OK', data: readiness }
      : { code: 'SERVICE_UNAVAILABLE', message: 'Not ready.', data: readiness };
    res.status(readiness.ready ? 200 : 503).json(body);
  },
});
