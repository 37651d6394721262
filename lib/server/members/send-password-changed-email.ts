// "Your password was changed" (account security): sent after a password change on the profile and after a
// reset by e-mailed link, once the transaction has committed, to the member's own address in the member's
// language. It says when, and what to do if it was not them: reset the password via /forgot-password.
import type { Member } from '@/lib/server/db/generated/client';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';
import { localizedPath } from '@/lib/shared/routes';
import { sendEmail, siteUrl } from '../messaging/send-message';

export const FORGOT_PASSWORD_PAGE = '/forgot-password';

/** Never throws: the password is changed whatever happens to the notice (a failure is logged). */
export async function sendPasswordChangedEmail(member: Pick<Member, 'mbEmail' | 'mbNick' | 'language'>, changedAt = new Date()): Promise<void> {
  const locale = isLocale(member.language) ? member.language : DEFAULT_LOCALE;
  // Taiwan time with its offset, so a member in Korea reads the moment right.
  const time = formatDate(changedAt, locale, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  try {
    await sendEmail({
      to: member.mbEmail,
      locale,
      template: 'passwordChanged',
      params: { nick: member.mbNick, time, link: siteUrl(localizedPath(FORGOT_PASSWORD_PAGE, locale)) },
    });
  } catch (error) {
    console.error('password-changed e-mail not sent', error);
  }
}
