// POST /api/population/pass (docs/product/certificates.md#captcha): a solved proof of work for the population search —
// verified and spent (good once: a replay is refused, as is a solution of another purpose or past its 10 minutes,
// captcha.ts) — becomes a pass for PASS_SECONDS (population-pass.ts). The route sets it as a cookie; the answer says
// until when, so the page knows when to ask again.
import type { Db } from '@/lib/server/db/client';
import type { PopulationPassInput } from '@/lib/shared/schemas/population';
import { spendCaptcha } from '../security/captcha';
import { type PopulationPass, captchaRequired, newPass } from './population-pass';

export async function issuePopulationPass(db: Db, input: PopulationPassInput, now = new Date()): Promise<PopulationPass> {
  if (!(await spendCaptcha(db, input.captcha, 'population', now.getTime()))) throw captchaRequired();
  return newPass(now);
}
