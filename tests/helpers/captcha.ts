// Solves the app's proof-of-work challenge as the ALTCHA widget does in the browser, for API tests.
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import captchaRoute from '@/pages/api/captcha';
import { callApi } from './api';

export async function solvedCaptcha(purpose: 'login' | 'population' | 'report' = 'login', ip = '127.0.0.1'): Promise<string> {
  const issued = await callApi<Challenge>(captchaRoute, { query: { purpose }, ip });
  if (issued.status !== 200) throw new Error(`GET /api/captcha answered ${issued.status}`);
  const challenge = issued.body.data!;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge could not be solved in time.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
