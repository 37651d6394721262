// Ownership of an address is checked here, in every service (HOUSE_STYLE.md): another member's address
// id answers exactly like an id that does not exist (404), so ids cannot be probed.
import type { DbOrTx } from '@/lib/server/db/client';
import type { ShippingAddress } from '@/lib/server/db/generated/client';
import type { AddressView } from '@/lib/shared/schemas/address';
import { AppError } from '../errors/app-error';

const notFound = () => new AppError('NOT_FOUND', 'Address not found.', 'account:addresses.errors.notFound');

/** The id from the route (`/api/member/addresses/[id]`); anything but a positive integer is not found. */
export function parseAddressId(value: unknown): number {
  const text = Array.isArray(value) ? undefined : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw notFound();
  return Number(text);
}

export async function findOwnedAddress(db: DbOrTx, memberId: number, id: number): Promise<ShippingAddress> {
  const address = await db.shippingAddress.findFirst({ where: { id, memberId } });
  if (!address) throw notFound();
  return address;
}

export function toAddressView(address: ShippingAddress): AddressView {
  return {
    id: address.id,
    nickname: address.nickname,
    recipient: address.recipient,
    phone: address.phone,
    postalCode: address.postalCode,
    address: address.address,
    addressDetail: address.addressDetail,
    deliveryMemo: address.deliveryMemo,
    isDefault: address.isDefault,
  };
}

export function addressData(input: {
  nickname: string;
  recipient: string;
  phone: string;
  postalCode?: string;
  address: string;
  addressDetail?: string;
  deliveryMemo?: string;
}) {
  return {
    nickname: input.nickname,
    recipient: input.recipient,
    phone: input.phone,
    postalCode: input.postalCode ?? null,
    address: input.address,
    addressDetail: input.addressDetail ?? null,
    deliveryMemo: input.deliveryMemo ?? null,
  };
}

/** The order's copy of a return address (the address book may change later): its ship* columns. */
export function shippingSnapshot(address: ShippingAddress) {
  return {
    shippingAddressId: address.id,
    shipRecipient: address.recipient,
    shipPhone: address.phone,
    shipPostalCode: address.postalCode,
    shipAddress: address.address,
    shipAddressDetail: address.addressDetail,
    shipMemo: address.deliveryMemo,
  };
}
