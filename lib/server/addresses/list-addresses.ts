// GET /api/member/addresses: the member's address book, the default first, then the newest.
import type { NextApiRequest } from 'next';
import { type Db, getDb } from '@/lib/server/db/client';
import type { AddressView } from '@/lib/shared/schemas/address';
import { requireSession } from '../auth/session';
import { toAddressView } from './owned-address';

export async function listAddresses(db: Db, memberId: number): Promise<AddressView[]> {
  const rows = await db.shippingAddress.findMany({ where: { memberId }, orderBy: [{ isDefault: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map(toAddressView);
}

export async function listMyAddresses(req: NextApiRequest): Promise<AddressView[]> {
  const session = await requireSession(req);
  return listAddresses(await getDb(), session.memberId);
}
