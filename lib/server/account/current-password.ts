// Checks the password typed to confirm a sensitive change (password change, withdrawal). Wrong tries are
// limited per member (5 in 15 minutes), so a stolen session cannot guess the password; only a signed-in
// session can spend them, so no stranger can block the owner with it (unlike the login, login-guard.ts).
import type { Member } from '@/lib/server/db/generated/client';
import { verifyPassword } from '../auth/password';
import { AppError } from '../errors/app-error';
import { LIMITS, consume, isBlocked, rateLimited, resetLimit } from '../security/rate-limit';

export async function assertCurrentPassword(member: Pick<Member, 'id' | 'passwordHash'>, password: string): Promise<void> {
  const key = String(member.id);
  if (await isBlocked('passwordConfirmMember', key)) throw rateLimited(LIMITS.passwordConfirmMember.duration * 1000);
  if (!member.passwordHash || !(await verifyPassword(member.passwordHash, password))) {
    await consume('passwordConfirmMember', key).catch(() => undefined);
    throw new AppError('INVALID_CREDENTIALS', 'Current password incorrect', 'account:password.errors.currentIncorrect');
  }
  await resetLimit('passwordConfirmMember', key);
}
