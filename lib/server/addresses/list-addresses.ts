// GET /api/member/addresses: the member's address book, the default first, then the newest.
import type { Db } from '@/lib/server/db/client';
import type { AddressView } from '@/lib/shared/schemas/address';
import type { Actor } from '../auth/access-token';
import { toAddressView } from './owned-address';

export async function listAddresses(db: Db, session: Actor): Promise<AddressView[]> {
  const rows = await db.shippingAddress.findMany({
    where: { memberId: session.memberId },
    orderBy: [{ isDefault: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(toAddressView);
}
