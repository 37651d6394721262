// POST /api/payments/sandbox/[paymentId]/issue-virtual-account (hosted sandbox page): a virtual account is issued for the payment.
// The sandbox gateway signs the event and POSTs it to our callback, then sends the browser on.
import { apiHandler } from '@/lib/server/api/handler';
import { runSandboxAction } from '@/lib/server/payments/sandbox-gateway';
import { answerWithRedirect } from '@/lib/server/payments/sandbox-response';

export default apiHandler({
  POST: async (req, res) => answerWithRedirect(req, res, await runSandboxAction(req, 'issue-virtual-account')),
});
