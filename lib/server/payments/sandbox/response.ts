// The hosted page's buttons work with and without JavaScript: the page's script gets JSON and navigates;
// a plain form post (Accept: text/html) gets a 303 redirect, like a real gateway's page, to the page in the language
// the form names (?locale=, hooks/useSandboxAction.ts: a post made before the page's script loaded used to land on the
// default language's page). The `respond` of the sandbox button routes.
import type { NextApiRequest, NextApiResponse } from 'next';
import { localizedPath } from '@/lib/shared/routes';
import { ok } from '../../api/handler';

export function answerWithRedirect({ redirectUrl }: { redirectUrl: string }, { req, res }: { req: NextApiRequest; res: NextApiResponse }): void {
  const accept = String(req.headers.accept ?? '');
  if (accept.includes('text/html') && !accept.includes('application/json')) {
    const locale = typeof req.query.locale === 'string' ? req.query.locale : null;
    // localizedPath adds a known language's prefix only: anything else leaves the path as it is.
    res.setHeader('Location', localizedPath(redirectUrl, locale));
    res.status(303).end();
    return;
  }
  ok(res, { redirectUrl });
}
