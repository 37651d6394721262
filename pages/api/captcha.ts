// GET /api/captcha?purpose=login|population: a proof-of-work challenge (self-hosted ALTCHA), asked for by
// the login after repeated failures and by the population report. Never cached: each is single-use.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { captchaQuerySchema, issueCaptcha } from '@/lib/server/security/issue-captcha';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({
    auth: 'public',
    query: captchaQuerySchema,
    run: ({ query, meta }) => issueCaptcha(query, meta),
    respond: (challenge, { res }) => {
      res.setHeader('Cache-Control', 'no-store');
      ok(res, challenge);
    },
  }),
});
