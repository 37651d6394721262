// POST /brg/api/auth/send-password-change-email (docs/product/accounts.md#account-api-calls,
// docs/product/accounts.md#passwords): e-mails a one-hour link to
// /reset-password. docs/product/errors-and-messages.md#passwords requires "The email is not registered with us." for
// an unknown address, which tells whether an address is registered: the rate limits per IP and per address keep that
// from being used to test lists of addresses.
import type { Db } from '@/lib/server/db/client';
import { isWithdrawn } from '@/lib/shared/members/standing';
import { localizedPath } from '@/lib/shared/routes';
import type { ForgotPasswordInput } from '@/lib/shared/schemas/password';
import { CODE_TTL_MINUTES, issueCodeIn } from '../auth/verification-codes';
import { kickDelivery } from '../messaging/delivery/worker';
import { enqueueEmail } from '../messaging/enqueue-message';
import { siteUrl } from '../messaging/render-message';
import { consume } from '../security/rate-limit';
import { memberErrors } from './member-errors';

export const RESET_PAGE = '/reset-password';

/** The day in Taiwan time, as YYYY-MM-DD: the same in every language. */
const isoDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(date);

export async function sendPasswordChangeEmail(db: Db, { email }: ForgotPasswordInput, meta: { ip: string }): Promise<{ email: string }> {
  await consume('codeSendIp', meta.ip);
  await consume('codeSendTarget', email);
  const member = await db.member.findUnique({
    where: { mbEmail: email },
    include: { socialAccounts: { orderBy: { linkedAt: 'asc' }, take: 1 } },
  });
  if (!member || isWithdrawn(member.mbStatus)) throw memberErrors.notRegistered();
  // docs/product/accounts.md#passwords: a social account's password cannot be changed; it has none to reset.
  if (!member.passwordHash && (member.socialId || member.socialAccounts.length > 0)) {
    throw memberErrors.socialAccount(isoDay(member.socialAccounts[0]?.linkedAt ?? member.createdAt));
  }
  // The link and its e-mail in one transaction; the outbox delivers it (decision 0026).
  await db.$transaction(async (tx) => {
    const issued = await issueCodeIn(tx, { purpose: 'PASSWORD_RESET', target: member.mbEmail, memberId: member.id, withLink: true });
    await enqueueEmail(tx, {
      to: member.mbEmail,
      locale: member.language,
      template: 'resetPassword',
      params: {
        nick: member.mbNick,
        link: siteUrl(localizedPath(`${RESET_PAGE}?token=${issued.linkToken}`, member.language)),
        minutes: CODE_TTL_MINUTES.PASSWORD_RESET,
      },
    });
  });
  kickDelivery();
  return { email: member.mbEmail };
}
