// PUT /api/member/addresses/[id]: edits one of the member's own addresses. `isDefault: true` moves the
// default here; the default cannot be switched off directly (another address must take it over).
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { AddressInput, AddressView } from '@/lib/shared/schemas/address';
import type { Actor } from '../auth/access-token';
import { lockActiveMember } from '../members/active-member';
import { addressData, findOwnedAddress, toAddressView } from './owned-address';

export async function updateAddress(db: Db, session: Actor, id: number, input: AddressInput): Promise<AddressView> {
  const updated = await db.$transaction(async (tx) => {
    const actor = await lockActiveMember(tx, session.memberId);
    const current = await findOwnedAddress(tx, session.memberId, id);
    const becomesDefault = input.isDefault && !current.isDefault;
    if (becomesDefault) await tx.shippingAddress.updateMany({ where: { memberId: session.memberId, isDefault: true }, data: { isDefault: false } });
    const address = await tx.shippingAddress.update({
      where: { id: current.id },
      data: { ...addressData(input), isDefault: current.isDefault || input.isDefault },
    });
    await recordAudit(tx, { actor, action: 'address.updated', entity: 'ShippingAddress', entityId: String(address.id), data: { becomesDefault } });
    return address;
  });
  return toAddressView(updated);
}
