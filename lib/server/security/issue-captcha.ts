// GET /api/captcha?purpose=…: a fresh proof-of-work challenge for the ALTCHA widget (captcha.ts).
import type { NextApiRequest, NextApiResponse } from 'next';
import { mixed, object } from 'yup';
import type { Challenge } from 'altcha-lib';
import { CAPTCHA_PURPOSES, type CaptchaPurpose, newCaptchaChallenge } from './captcha';
import { consume } from './rate-limit';
import { clientIp } from './request-meta';

const captchaQuerySchema = object({
  purpose: mixed<CaptchaPurpose>().oneOf(CAPTCHA_PURPOSES, 'errors:invalidRequest').required('errors:invalidRequest'),
});

export async function issueCaptcha(req: NextApiRequest, res: NextApiResponse): Promise<Challenge> {
  const { purpose } = await captchaQuerySchema.validate(req.query, { stripUnknown: true });
  await consume('captchaIp', clientIp(req), res);
  return newCaptchaChallenge(purpose);
}
