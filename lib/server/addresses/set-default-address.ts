// POST /api/member/addresses/[id]/default: this address becomes the default and the others stop being
// it, in one transaction (there is never more than one default).
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { AddressView } from '@/lib/shared/schemas/address';
import type { Actor } from '../auth/access-token';
import { lockActiveMember } from '../members/active-member';
import { findOwnedAddress, toAddressView } from './owned-address';

export async function setDefaultAddress(db: Db, session: Actor, id: number): Promise<AddressView> {
  const address = await db.$transaction(async (tx) => {
    const actor = await lockActiveMember(tx, session.memberId);
    const target = await findOwnedAddress(tx, session.memberId, id);
    if (target.isDefault) return target;
    await tx.shippingAddress.updateMany({ where: { memberId: session.memberId, isDefault: true }, data: { isDefault: false } });
    const updated = await tx.shippingAddress.update({ where: { id: target.id }, data: { isDefault: true } });
    await recordAudit(tx, { actor, action: 'address.defaultChanged', entity: 'ShippingAddress', entityId: String(target.id) });
    return updated;
  });
  return toAddressView(address);
}
