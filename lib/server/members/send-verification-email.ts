// Issues a new sign-up code and link (the previous ones stop working) and e-mails them. Called after
// the member row is committed, never inside a transaction (issueCode opens its own).
import type { Db } from '@/lib/server/db/client';
import { localizedPath } from '@/lib/shared/routes';
import { CODE_TTL_MINUTES, issueCode } from '../auth/verification-codes';
import { sendEmail, siteUrl } from '../messaging/send-message';

export const VERIFY_PAGE = '/sign-up-complete';

export async function sendVerificationEmail(db: Db, member: { id: number; mbEmail: string; mbNick: string; language: string }): Promise<void> {
  const issued = await issueCode(db, { purpose: 'EMAIL_SIGNUP', target: member.mbEmail, memberId: member.id, withLink: true });
  const query = new URLSearchParams({ email: member.mbEmail, token: issued.linkToken ?? '' });
  await sendEmail({
    to: member.mbEmail,
    locale: member.language,
    template: 'verifyEmail',
    params: { nick: member.mbNick, code: issued.code, link: siteUrl(localizedPath(`${VERIFY_PAGE}?${query}`, member.language)), hours: CODE_TTL_MINUTES.EMAIL_SIGNUP / 60 },
  });
}
