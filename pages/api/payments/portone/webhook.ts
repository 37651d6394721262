// POST /api/payments/portone/webhook: PortOne's webhooks (V2, Standard Webhooks signature; docs/decisions/0038-portone.md).
// No Origin (it is not a browser): it authenticates by the signature over the raw body, then the payment is re-read
// from PortOne's API before anything is applied (handle-webhook.ts). 200 for every verified webhook (also a replay or
// one about nothing we track), 400 for a wrong, stale or unusable one (nothing applied), 5xx when PortOne's API could
// not be read (PortOne sends the webhook again). A site without PortOne's variables has no such route (404).
import { apiHandler, ok } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors/app-error';
import { hasPortoneConfig } from '@/lib/server/payments/portone/config';
import { handlePortoneWebhook } from '@/lib/server/payments/portone/handle-webhook';
import { WEBHOOK_BODY_LIMIT } from '@/lib/server/payments/portone/webhook';
import { readRawBody } from '@/lib/server/payments/raw-body';

// The signature covers the exact bytes sent: Next must not parse the body.
export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    POST: async (req, res) => {
      if (!hasPortoneConfig()) throw new AppError('NOT_FOUND', 'PortOne is not configured on this site.', 'errors:notFound');
      ok(res, await handlePortoneWebhook(await getDb(), await readRawBody(req, WEBHOOK_BODY_LIMIT), req.headers));
    },
  },
  { crossOrigin: true, ownBody: true },
);
