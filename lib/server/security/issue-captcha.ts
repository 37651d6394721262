// GET /api/captcha?purpose=…: a fresh proof-of-work challenge for the ALTCHA widget (captcha.ts). Handed
// out freely, but one address gets at most LIMITS.captchaIp in ten minutes (a cap on a flood).
import { type InferType, mixed, object } from 'yup';
import type { Challenge } from 'altcha-lib';
import type { RequestMeta } from '../api/route';
import { CAPTCHA_PURPOSES, type CaptchaPurpose, newCaptchaChallenge } from './captcha';
import { consume } from './rate-limit';

export const captchaQuerySchema = object({
  purpose: mixed<CaptchaPurpose>().oneOf(CAPTCHA_PURPOSES, 'errors:invalidRequest').required('errors:invalidRequest'),
});

export async function issueCaptcha(input: InferType<typeof captchaQuerySchema>, meta: Pick<RequestMeta, 'ip'>): Promise<Challenge> {
  await consume('captchaIp', meta.ip);
  return newCaptchaChallenge(input.purpose);
}
