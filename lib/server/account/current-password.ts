// Checks the password typed to confirm a sensitive change (password change, withdrawal). Wrong tries
// count against the same per-account limit as the login, so a stolen session cannot guess the password.
import type { NextApiResponse } from 'next';
import type { Member } from '@/lib/server/db/generated/client';
import { verifyPassword } from '../auth/password';
import { AppError } from '../errors/app-error';
import { consume, isBlocked, resetLimit } from '../security/rate-limit';

export async function assertCurrentPassword(member: Pick<Member, 'mbEmail' | 'passwordHash'>, password: string, res: NextApiResponse): Promise<void> {
  if (await isBlocked('loginAccount', member.mbEmail)) {
    throw new AppError('RATE_LIMITED', 'Too many attempts. Please try again later.', 'errors:rateLimited');
  }
  if (!member.passwordHash || !(await verifyPassword(member.passwordHash, password))) {
    await consume('loginAccount', member.mbEmail, res).catch(() => undefined);
    throw new AppError('INVALID_CREDENTIALS', 'Current password incorrect', 'account:password.errors.currentIncorrect');
  }
  await resetLimit('loginAccount', member.mbEmail);
}
