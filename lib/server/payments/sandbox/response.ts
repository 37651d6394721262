// The hosted page's buttons work with and without JavaScript: the page's script gets JSON and navigates;
// a plain form post (Accept: text/html) gets a 303 redirect, like a real gateway's page. The `respond`
// of the sandbox button routes.
import type { NextApiRequest, NextApiResponse } from 'next';
import { ok } from '../../api/handler';

export function answerWithRedirect({ redirectUrl }: { redirectUrl: string }, { req, res }: { req: NextApiRequest; res: NextApiResponse }): void {
  const accept = String(req.headers.accept ?? '');
  if (accept.includes('text/html') && !accept.includes('application/json')) {
    res.setHeader('Location', redirectUrl);
    res.status(303).end();
    return;
  }
  ok(res, { redirectUrl });
}
