// POST /api/payments/sandbox/[paymentId]/deposit (hosted sandbox page): a tester, standing in for the bank, deposits the amount into the virtual account.
// The sandbox gateway signs the event and POSTs it to our callback, then sends the browser on.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery, textOrEmpty } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { runSandboxAction } from '@/lib/server/payments/sandbox/gateway';
import { answerWithRedirect } from '@/lib/server/payments/sandbox/response';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: 'member',
    query: parsedQuery({ paymentId: textOrEmpty }),
    run: ({ db, session, query }) => runSandboxAction(db, session, { paymentId: query.paymentId, action: 'deposit' }),
    respond: answerWithRedirect,
  }),
});
