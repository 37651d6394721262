// DELETE /api/member/addresses/[id]. docs/product/accounts.md#shipping-addresses: the default address cannot be
// deleted (docs/product/errors-and-messages.md#account "Cannot delete default address"): the member makes another
// address the default first.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { Actor } from '../auth/access-token';
import { AppError } from '../errors/app-error';
import { lockActiveMember } from '../members/active-member';
import { findOwnedAddress } from './owned-address';

export async function deleteAddress(db: Db, session: Actor, id: number): Promise<{ id: number }> {
  await db.$transaction(async (tx) => {
    const actor = await lockActiveMember(tx, session.memberId);
    const address = await findOwnedAddress(tx, session.memberId, id);
    if (address.isDefault) throw new AppError('DEFAULT_ADDRESS_UNDELETABLE', 'Cannot delete default address', 'account:addresses.errors.defaultUndeletable');
    await tx.shippingAddress.delete({ where: { id: address.id } });
    await recordAudit(tx, { actor, action: 'address.deleted', entity: 'ShippingAddress', entityId: String(address.id) });
  });
  return { id };
}
