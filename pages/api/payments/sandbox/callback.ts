// POST /api/payments/sandbox/callback: the sandbox gateway's signed server-to-server notification.
// No Origin (it is not a browser): it authenticates by its HMAC signature over the raw body.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { CALLBACK_BODY_LIMIT } from '@/lib/server/payments/config';
import { handlePaymentCallback } from '@/lib/server/payments/handle-callback';
import { readRawBody } from '@/lib/server/payments/raw-body';
import { SANDBOX } from '@/lib/server/payments/sandbox/provider';

// The signature covers the exact bytes sent: Next must not parse the body.
export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    POST: async (req, res) => ok(res, await handlePaymentCallback(await getDb(), SANDBOX, await readRawBody(req, CALLBACK_BODY_LIMIT), req.headers)),
  },
  { crossOrigin: true, ownBody: true },
);
