// POST /api/payments/ecpay/callback: ECPay's server-to-server notifications, 付款結果通知 (ReturnURL) and 取號結果
// (PaymentInfoURL), as a form body signed with CheckMacValue (docs/decisions/0037-ecpay.md). No Origin (it is not a
// browser): it authenticates by the signature. ECPay re-sends a notification until the answer is exactly `1|OK`
// (text/plain), so every notification we verified — applied, a replay, or one we refused on its merits (another
// amount) — gets `1|OK`; a wrong signature or an unusable body gets `0|…` with 400, and changes nothing.
import { apiHandler } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors/app-error';
import { CALLBACK_BODY_LIMIT, ECPAY } from '@/lib/server/payments/config';
import { hasEcpayConfig } from '@/lib/server/payments/ecpay/config';
import { ECPAY_ACK, ecpayNack } from '@/lib/server/payments/ecpay/notification';
import { handlePaymentCallback } from '@/lib/server/payments/handle-callback';
import { readRawBody } from '@/lib/server/payments/raw-body';

// The signature covers the fields as sent: Next must not parse the body.
export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    POST: async (req, res) => {
      if (!hasEcpayConfig()) throw new AppError('NOT_FOUND', 'ECPay is not configured on this site.', 'errors:notFound');
      const body = await readRawBody(req, CALLBACK_BODY_LIMIT);
      try {
        await handlePaymentCallback(await getDb(), ECPAY, body, req.headers);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'BAD_REQUEST') throw error;
        res.status(400).setHeader('Content-Type', 'text/plain; charset=utf-8').send(ecpayNack('refused'));
        return;
      }
      res.status(200).setHeader('Content-Type', 'text/plain; charset=utf-8').send(ECPAY_ACK);
    },
  },
  { crossOrigin: true, ownBody: true },
);
