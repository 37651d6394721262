// PUT /api/member/addresses/[id]: edits one of the member's own addresses. `isDefault: true` moves the
// default here; the default cannot be switched off directly (another address must take it over).
import type { NextApiRequest } from 'next';
import { getDb } from '@/lib/server/db/client';
import { type AddressView, addressSchema } from '@/lib/shared/schemas/address';
import { requireSession } from '../auth/session';
import { lockActiveMember } from '../account/active-member';
import { addressData, findOwnedAddress, parseAddressId, toAddressView } from './owned-address';

export async function updateAddress(req: NextApiRequest): Promise<AddressView> {
  const session = await requireSession(req);
  const id = parseAddressId(req.query.id);
  const input = await addressSchema.validate(req.body, { abortEarly: false, stripUnknown: true });
  const db = await getDb();
  const updated = await db.$transaction(async (tx) => {
    await lockActiveMember(tx, session.memberId);
    const current = await findOwnedAddress(tx, session.memberId, id);
    const becomesDefault = input.isDefault && !current.isDefault;
    if (becomesDefault) await tx.shippingAddress.updateMany({ where: { memberId: session.memberId, isDefault: true }, data: { isDefault: false } });
    const address = await tx.shippingAddress.update({ where: { id: current.id }, data: { ...addressData(input), isDefault: current.isDefault || input.isDefault } });
    await tx.auditLog.create({
      data: { actorId: session.memberId, action: 'address.updated', entity: 'ShippingAddress', entityId: String(address.id), data: { becomesDefault } },
    });
    return address;
  });
  return toAddressView(updated);
}
