// Whether a password reset link still works, so /reset-password shows the form only for a live link
// (without consuming it: that happens when the new password is saved).
import { getDb } from '@/lib/server/db/client';
import { peekLink } from '../auth/verification-codes';

export async function isResetLinkLive(token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(token)) return false;
  return peekLink(await getDb(), 'PASSWORD_RESET', token);
}
