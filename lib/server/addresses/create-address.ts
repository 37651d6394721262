// POST /api/member/addresses (docs/product/accounts.md#shipping-addresses). The first address becomes
// the default; an address added as default takes the flag from the previous one in the same transaction.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { type AddressInput, type AddressView, MAX_ADDRESSES } from '@/lib/shared/schemas/address';
import type { Actor } from '../auth/access-token';
import { AppError } from '../errors/app-error';
import { lockActiveMember } from '../members/active-member';
import { addressData, toAddressView } from './owned-address';

export async function createAddress(db: Db, session: Actor, input: AddressInput): Promise<AddressView> {
  const created = await db.$transaction(async (tx) => {
    // The member row lock makes "count, then insert" safe against a double click.
    const actor = await lockActiveMember(tx, session.memberId);
    const count = await tx.shippingAddress.count({ where: { memberId: session.memberId } });
    if (count >= MAX_ADDRESSES) {
      throw new AppError('ADDRESS_LIMIT', `You can save up to ${MAX_ADDRESSES} addresses.`, 'account:addresses.errors.limit');
    }
    const isDefault = count === 0 || input.isDefault;
    if (isDefault) await tx.shippingAddress.updateMany({ where: { memberId: session.memberId, isDefault: true }, data: { isDefault: false } });
    const address = await tx.shippingAddress.create({ data: { memberId: session.memberId, ...addressData(input), isDefault } });
    await recordAudit(tx, { actor, action: 'address.created', entity: 'ShippingAddress', entityId: String(address.id), data: { isDefault } });
    return address;
  });
  return toAddressView(created);
}
