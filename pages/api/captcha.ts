// GET /api/captcha?purpose=login|population: a proof-of-work challenge (self-hosted ALTCHA), asked for by
// the login after repeated failures and by the population report. Never cached: each is single-use.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { issueCaptcha } from '@/lib/server/security/issue-captcha';

export default apiHandler({
  GET: async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    ok(res, await issueCaptcha(req, res));
  },
});
