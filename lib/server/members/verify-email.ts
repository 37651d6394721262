// E-mail verification (docs/product/accounts.md#e-mail-verification: sign-up needs it before login): by the six-digit
// code typed on the sign-up-complete page, or by the e-mailed link. Either approves the member with an audit row.
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { InferType } from 'yup';
import type { Db } from '@/lib/server/db/client';
import { awaitsEmailVerification, isWithdrawn } from '@/lib/shared/members/standing';
import { type VerifyEmailCodeInput, verifyEmailCodeSchema, verifyEmailLinkSchema } from '@/lib/shared/schemas/signup';
import { type CheckResult, checkCode, consumeLink } from '../auth/verification-codes';
import { validateBody } from '../api/unknown-fields';
import { consume } from '../security/rate-limit';
import { memberErrors } from './member-errors';

export type VerifyEmailLinkInput = InferType<typeof verifyEmailLinkSchema>;

export interface VerifiedEmail {
  email: string;
  mbStatus: 'APPROVED';
}

async function approve(db: Db, result: CheckResult, via: 'code' | 'link'): Promise<VerifiedEmail> {
  if (!result.ok) {
    // A wrong code may be retried; an expired code, a fifth wrong try or a bad link may not.
    throw result.reason === 'invalid' && via === 'code' ? memberErrors.wrongCode() : memberErrors.verificationFailed();
  }
  return db.$transaction(async (tx) => {
    const member = result.memberId ? await tx.member.findUnique({ where: { id: result.memberId } }) : null;
    if (!member || isWithdrawn(member.mbStatus) || member.mbEmail !== result.target) throw memberErrors.verificationFailed();
    if (awaitsEmailVerification(member.mbStatus)) {
      await tx.member.update({ where: { id: member.id }, data: { mbStatus: 'APPROVED', emailVerifiedAt: new Date() } });
      await recordAudit(tx, { actor: memberActor(member), action: 'member.email-verified', entity: 'Member', entityId: member.mbId, data: { via } });
    }
    return { email: member.mbEmail, mbStatus: 'APPROVED' } as const;
  });
}

export async function verifyEmailByCode(db: Db, input: VerifyEmailCodeInput): Promise<VerifiedEmail> {
  await consume('codeCheckTarget', input.email);
  return approve(db, await checkCode(db, { purpose: 'EMAIL_SIGNUP', target: input.email, code: input.code }), 'code');
}

/** Also called by the sign-up-complete page when opened from the e-mailed link. */
export async function verifyEmailByLink(db: Db, input: VerifyEmailLinkInput): Promise<VerifiedEmail> {
  return approve(db, await consumeLink(db, 'EMAIL_SIGNUP', input.token), 'link');
}

/**
 * POST /api/verifyEmailCode: `{ email, code }` (docs/product/accounts.md#account-api-calls), or `{ token }` from the
 * link. The body's shape picks the schema, so this one service validates it (the route has no single schema to
 * apply).
 */
export async function verifyEmail(db: Db, body: unknown, meta: { ip: string }): Promise<VerifiedEmail> {
  // Per address as well as per target: one address may not try codes across many e-mails.
  await consume('codeCheckIp', meta.ip);
  const hasToken = typeof body === 'object' && body !== null && 'token' in body && !('code' in body);
  return hasToken
    ? verifyEmailByLink(db, await validateBody(verifyEmailLinkSchema, body))
    : verifyEmailByCode(db, await validateBody(verifyEmailCodeSchema, body));
}
