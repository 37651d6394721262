// E-mail verification (SPEC.md §4: sign-up needs it before login): by the six-digit code typed on the
// sign-up-complete page, or by the e-mailed link. Either approves the member with an audit row.
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import { verifyEmailCodeSchema, verifyEmailLinkSchema } from '@/lib/shared/schemas/signup';
import { type CheckResult, checkCode, consumeLink } from '../auth/verification-codes';
import { consume } from '../security/rate-limit';
import { clientIp } from '../security/request-meta';
import { memberErrors } from './member-errors';

export interface VerifiedEmail {
  email: string;
  mbStatus: 'APPROVED';
}

async function approve(result: CheckResult, via: 'code' | 'link'): Promise<VerifiedEmail> {
  if (!result.ok) {
    // A wrong code may be retried; an expired code, a fifth wrong try or a bad link may not.
    throw result.reason === 'invalid' && via === 'code' ? memberErrors.wrongCode() : memberErrors.verificationFailed();
  }
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const member = result.memberId ? await tx.member.findUnique({ where: { id: result.memberId } }) : null;
    if (!member || member.mbStatus === 'WITHDRAWN' || member.mbEmail !== result.target) throw memberErrors.verificationFailed();
    if (member.mbStatus === 'NOT_APPROVED') {
      await tx.member.update({ where: { id: member.id }, data: { mbStatus: 'APPROVED', emailVerifiedAt: new Date() } });
      await tx.auditLog.create({ data: { actorId: member.id, action: 'member.email-verified', entity: 'Member', entityId: member.mbId, data: { via } } });
    }
    return { email: member.mbEmail, mbStatus: 'APPROVED' } as const;
  });
}

export async function verifyEmailByCode(body: unknown, res?: NextApiResponse): Promise<VerifiedEmail> {
  const input = await verifyEmailCodeSchema.validate(body, { abortEarly: false, stripUnknown: true });
  await consume('codeCheckTarget', input.email, res);
  return approve(await checkCode(await getDb(), { purpose: 'EMAIL_SIGNUP', target: input.email, code: input.code }), 'code');
}

/** Also called by the sign-up-complete page when opened from the e-mailed link. */
export async function verifyEmailByLink(body: unknown): Promise<VerifiedEmail> {
  const input = await verifyEmailLinkSchema.validate(body, { abortEarly: false, stripUnknown: true });
  return approve(await consumeLink(await getDb(), 'EMAIL_SIGNUP', input.token), 'link');
}

/** POST /api/verifyEmailCode: `{ email, code }` (SPEC.md §7), or `{ token }` from the link. */
export async function verifyEmail(req: NextApiRequest, res: NextApiResponse): Promise<VerifiedEmail> {
  // Per address as well as per target: one address may not try codes across many e-mails.
  await consume('codeCheckIp', clientIp(req), res);
  const body: unknown = req.body;
  const hasToken = typeof body === 'object' && body !== null && 'token' in body && !('code' in body);
  return hasToken ? verifyEmailByLink(body) : verifyEmailByCode(body, res);
}
