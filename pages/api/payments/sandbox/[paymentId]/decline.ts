// POST /api/payments/sandbox/[paymentId]/decline (hosted sandbox page): the card payment is declined.
// The sandbox gateway signs the event and POSTs it to our callback, then sends the browser on.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { runSandboxAction } from '@/lib/server/payments/sandbox/gateway';
import { answerWithRedirect } from '@/lib/server/payments/sandbox/response';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: 'member',
    run: ({ db, session, req }) =>
      runSandboxAction(db, session, { paymentId: typeof req.query.paymentId === 'string' ? req.query.paymentId : '', action: 'decline' }),
    respond: answerWithRedirect,
  }),
});
