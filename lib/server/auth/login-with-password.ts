// POST /api/login: e-mail and password. The answer never tells which half was wrong; an unverified
// e-mail is named only after the password matched (docs/product/errors-and-messages.md#login-and-sign-up: "E-mail not
// verified yet"). Guessing is slowed by login-guard.ts (a proof of work per account, a cool-down per address), never
// locked.
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { awaitsEmailVerification, isDormant, isWithdrawn } from '@/lib/shared/members/standing';
import type { LoginInput } from '@/lib/shared/schemas/login';
import { AppError } from '../errors/app-error';
import { admitLoginAttempt, recordLoginFailure, recordLoginSuccess } from './login-guard';
import { hashPassword, verifyPassword } from './password';
import type { IssuedSession } from './session-cookies';
import { type SignInMeta, startSession } from './start-session';

const INCORRECT = () => new AppError('INVALID_CREDENTIALS', 'ID or PW is incorrect.', 'auth:errors.incorrect');

// Verified against when the e-mail is unknown, so both cases take the same time.
let dummyHash: Promise<string> | null = null;

/** The new session, committed: the route sets its cookies (never inside the transaction, issue #8). */
export async function loginWithPassword(db: Db, input: LoginInput, meta: SignInMeta): Promise<IssuedSession> {
  await admitLoginAttempt(db, { ip: meta.ip, account: input.email, captcha: input.altcha });

  const member = await db.member.findUnique({ where: { mbEmail: input.email } });
  dummyHash ??= hashPassword('not-a-real-password-1!');
  const valid = await verifyPassword(member?.passwordHash ?? (await dummyHash), input.password);
  if (!member || !member.passwordHash || !valid || isWithdrawn(member.mbStatus)) {
    await recordLoginFailure({ ip: meta.ip, account: input.email });
    throw INCORRECT();
  }
  if (awaitsEmailVerification(member.mbStatus)) {
    throw new AppError('EMAIL_NOT_VERIFIED', 'E-mail not verified yet. Please check your inbox.', 'auth:errors.notVerified');
  }
  await recordLoginSuccess(input.email);

  // A dormant member may sign in, but only to reach /dormancy and reactivate (docs/product/accounts.md#login).
  return db.$transaction(async (tx) => {
    const updated = isDormant(member.mbStatus) ? member : await tx.member.update({ where: { id: member.id }, data: { lastLoginAt: new Date() } });
    await recordAudit(tx, { actor: memberActor(member), action: 'member.login', entity: 'Member', entityId: member.mbId, data: { ip: meta.ip } });
    return startSession(tx, updated, { persistent: input.stayLoggedIn, ip: meta.ip, userAgent: meta.userAgent });
  });
}
