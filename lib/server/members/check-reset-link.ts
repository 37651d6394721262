// Whether a password reset link still works, so /reset-password shows the form only for a live link
// (without consuming it: that happens when the new password is saved).
import type { Db } from '@/lib/server/db/client';
import { peekLink } from '../auth/verification-codes';

export async function isResetLinkLive(db: Db, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(token)) return false;
  return peekLink(db, 'PASSWORD_RESET', token);
}
