// POST /api/population/pass { captcha }: the solved proof of work of the population search (good once) becomes a pass
// of 15 minutes, set as an httpOnly cookie for /api/population (issue #22; issue-population-pass.ts); the answer says
// until when. A missing, wrong, expired or replayed solution: 400 "CAPTCHA required".
import { apiHandler, ok } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { issuePopulationPass } from '@/lib/server/population/issue-population-pass';
import { setPassCookie } from '@/lib/server/population/population-pass';
import type { PopulationPassView } from '@/lib/shared/certificates/population-report';
import { populationPassSchema } from '@/lib/shared/schemas/population';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: 'public',
    body: populationPassSchema,
    run: ({ db, body }) => issuePopulationPass(db, body),
    respond: (pass, { res }) => {
      setPassCookie(res, pass);
      ok<PopulationPassView>(res, { expiresAt: pass.expiresAt.toISOString() });
    },
  }),
});
