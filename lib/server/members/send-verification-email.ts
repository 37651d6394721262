// Issues a new sign-up code and link (the previous ones stop working) and writes the e-mail carrying them to the
// outbox, in one transaction: the caller's (sign-up writes it with the member row) or its own
// (sendVerificationEmail). The delivery worker sends it (decision 0026); a mail server that is down delays the mail,
// never the sign-up.
import type { Db, Tx } from '@/lib/server/db/client';
import { localizedPath } from '@/lib/shared/routes';
import { CODE_TTL_MINUTES, issueCodeIn } from '../auth/verification-codes';
import { kickDelivery } from '../messaging/delivery/worker';
import { enqueueEmail } from '../messaging/enqueue-message';
import { siteUrl } from '../messaging/render-message';

export const VERIFY_PAGE = '/sign-up-complete';

type VerifyingMember = { id: number; mbEmail: string; mbNick: string; language: string };

export async function queueVerificationEmail(tx: Tx, member: VerifyingMember): Promise<void> {
  const issued = await issueCodeIn(tx, { purpose: 'EMAIL_SIGNUP', target: member.mbEmail, memberId: member.id, withLink: true });
  const query = new URLSearchParams({ email: member.mbEmail, token: issued.linkToken ?? '' });
  await enqueueEmail(tx, {
    to: member.mbEmail,
    locale: member.language,
    template: 'verifyEmail',
    params: {
      nick: member.mbNick,
      code: issued.code,
      link: siteUrl(localizedPath(`${VERIFY_PAGE}?${query}`, member.language)),
      hours: CODE_TTL_MINUTES.EMAIL_SIGNUP / 60,
    },
  });
}

export async function sendVerificationEmail(db: Db, member: VerifyingMember): Promise<void> {
  await db.$transaction((tx) => queueVerificationEmail(tx, member));
  kickDelivery();
}
