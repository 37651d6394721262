// POST /api/member/addresses/[id]/default: this address becomes the default and the others stop being
// it, in one transaction (there is never more than one default).
import type { NextApiRequest } from 'next';
import { getDb } from '@/lib/server/db/client';
import type { AddressView } from '@/lib/shared/schemas/address';
import { requireSession } from '../auth/session';
import { lockActiveMember } from '../account/active-member';
import { findOwnedAddress, parseAddressId, toAddressView } from './owned-address';

export async function setDefaultAddress(req: NextApiRequest): Promise<AddressView> {
  const session = await requireSession(req);
  const id = parseAddressId(req.query.id);
  const db = await getDb();
  const address = await db.$transaction(async (tx) => {
    await lockActiveMember(tx, session.memberId);
    const target = await findOwnedAddress(tx, session.memberId, id);
    if (target.isDefault) return target;
    await tx.shippingAddress.updateMany({ where: { memberId: session.memberId, isDefault: true }, data: { isDefault: false } });
    const updated = await tx.shippingAddress.update({ where: { id: target.id }, data: { isDefault: true } });
    await tx.auditLog.create({ data: { actorId: session.memberId, action: 'address.defaultChanged', entity: 'ShippingAddress', entityId: String(target.id) } });
    return updated;
  });
  return toAddressView(address);
}
