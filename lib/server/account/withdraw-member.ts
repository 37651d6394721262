// POST /api/member/withdraw (docs/product/accounts.md#withdrawal; docs/product/errors-and-messages.md#account
// "withdrawal failed"). The member confirms with the password (or, without one, by typing the account's e-mail).
// Blocked while cards are with us or marketplace trades run. On success the account is WITHDRAWN and its personal
// data scrubbed; the e-mail stays so it cannot sign up again ("E-mail withdrawn, use another",
// docs/product/errors-and-messages.md#login-and-sign-up). Every session of the member is revoked in the transaction;
// the route clears this browser's cookies after.
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import { ValidationError } from 'yup';
import type { Db } from '@/lib/server/db/client';
import { AUTH_ERRORS } from '@/lib/shared/schemas/auth-fields';
import type { WithdrawInput } from '@/lib/shared/schemas/profile';
import type { Actor } from '../auth/access-token';
import { revokeAllForMember } from '../auth/refresh-tokens';
import { revalidateAlbumPages } from '../albums/album-pages';
import { AppError } from '../errors/app-error';
import { marketplaceClient } from '../marketplace/marketplace-client';
import { loadActiveMember, lockActiveMember } from '../members/active-member';
import { assertCurrentPassword } from './current-password';
import { deleteStoredFiles, takeProfilePhotos } from './profile-photo/profile-photo-records';
import { blockingOrdersWhere, hasRefundOwed } from './withdrawal-blockers';

/** What the scrubbed account shows where a nickname is needed (staff order history). */
export const WITHDRAWN_NICK = 'withdrawn';

const ordersBlock = () =>
  new AppError(
    'WITHDRAWAL_BLOCKED_ORDERS',
    'Withdrawal failed: you have orders in progress whose cards have not been returned yet.',
    'account:withdrawal.errors.orders',
  );
const refundsBlock = () =>
  new AppError(
    'WITHDRAWAL_BLOCKED_REFUNDS',
    'Withdrawal failed: a refund to you is not finished yet. You can withdraw once the money is back.',
    'account:withdrawal.errors.refunds',
  );
const tradesBlock = () =>
  new AppError('WITHDRAWAL_BLOCKED_TRADES', 'Withdrawal failed: you have marketplace trades in progress.', 'account:withdrawal.errors.trades');

export async function withdrawMember(db: Db, session: Actor, input: WithdrawInput): Promise<{ withdrawn: true }> {
  const member = await loadActiveMember(db, session);
  if (member.passwordHash) {
    if (!input.password) throw new ValidationError(AUTH_ERRORS.passwordRequired, input.password, 'password');
    await assertCurrentPassword(member, input.password);
  } else {
    if (!input.email) throw new ValidationError(AUTH_ERRORS.emailRequired, input.email, 'email');
    if (input.email !== member.mbEmail) {
      throw new AppError('INVALID_CREDENTIALS', 'The e-mail address does not match this account.', 'account:withdrawal.errors.emailMismatch');
    }
  }
  if (await marketplaceClient().hasOngoingTrades(member.id)) throw tradesBlock();

  const { photoKeys, publicAlbumIds } = await db.$transaction(async (tx) => {
    await lockActiveMember(tx, member.id);
    if ((await tx.gradingOrder.count({ where: blockingOrdersWhere(member.id) })) > 0) throw ordersBlock();
    if (await hasRefundOwed(tx, member.id)) throw refundsBlock();
    await tx.member.update({
      where: { id: member.id },
      data: {
        mbStatus: 'WITHDRAWN',
        withdrawnAt: new Date(),
        mbNick: WITHDRAWN_NICK,
        mbName: null,
        mbPhone: null,
        phoneVerifiedAt: null,
        mbPhoto: null,
        mbThumbnail: null,
        passwordHash: null,
        advertisingConsent: false,
      },
    });
    await tx.shippingAddress.deleteMany({ where: { memberId: member.id } });
    await tx.verificationCode.deleteMany({ where: { memberId: member.id } });
    // Issue #25: a withdrawn member's albums disappear — private, out of the gallery and the feed (the public reads also
    // skip a withdrawn owner), their pages regenerated after the commit.
    const publicAlbums = await tx.album.findMany({ where: { memberId: member.id, isPublic: true }, select: { id: true } });
    await tx.album.updateMany({ where: { memberId: member.id }, data: { isPublic: false } });
    const revokedSessions = await revokeAllForMember(tx, member.id);
    // The profile photo goes with the rest of the personal data; its files after the commit.
    const photoKeys = await takeProfilePhotos(tx, memberActor(member));
    await recordAudit(tx, { actor: memberActor(member), action: 'member.withdrawn', entity: 'Member', entityId: member.mbId, data: { revokedSessions } });
    return { photoKeys, publicAlbumIds: publicAlbums.map((album) => album.id) };
  });
  await deleteStoredFiles(photoKeys);
  if (publicAlbumIds.length > 0) await revalidateAlbumPages(publicAlbumIds);
  return { withdrawn: true };
}
