// "Your password was changed" (account security): written to the outbox in the transaction that changes the password
// (a change on the profile, a reset by e-mailed link), to the member's own address in the member's language; the
// delivery worker sends it (decision 0026). It says when, and what to do if it was not them: reset the password via
// /forgot-password.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Member } from '@/lib/server/db/generated/client';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';
import { localizedPath } from '@/lib/shared/routes';
import { enqueueEmail } from '../messaging/enqueue-message';
import { siteUrl } from '../messaging/render-message';

export const FORGOT_PASSWORD_PAGE = '/forgot-password';

export async function queuePasswordChangedEmail(tx: DbOrTx, member: Pick<Member, 'mbEmail' | 'mbNick' | 'language'>, changedAt = new Date()): Promise<void> {
  const locale = isLocale(member.language) ? member.language : DEFAULT_LOCALE;
  // Taiwan time with its offset, so a member in Korea reads the moment right.
  const time = formatDate(changedAt, locale, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  await enqueueEmail(tx, {
    to: member.mbEmail,
    locale,
    template: 'passwordChanged',
    params: { nick: member.mbNick, time, link: siteUrl(localizedPath(FORGOT_PASSWORD_PAGE, locale)) },
  });
}
