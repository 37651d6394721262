// The member placing an order, with what the price and the rules depend on: the membership discount,
// the country service (docs/product/orders.md#who-can-order: an account from another country's service cannot order
// here) and the identity (phone) verification required to order.
import type { DbOrTx } from '@/lib/server/db/client';
import { requireActive } from '../members/active-member';
import { fieldErrors, foreignRegion } from './order-errors';

/** This service's country (docs/product/storefront.md#country-and-languages: the country header is fixed to TW). */
export const SERVICE_REGION = 'TW';

export async function loadOrderingMember(db: DbOrTx, memberId: number) {
  const member = requireActive(await db.member.findUnique({ where: { id: memberId }, include: { membership: true, supportRegion: true } }));
  return {
    id: member.id,
    role: member.role,
    region: member.supportRegion.code,
    phoneVerified: Boolean(member.phoneVerifiedAt && member.mbPhone),
    discountRate: member.membership?.discountRate ?? 0,
    membershipName: member.membership?.name ?? null,
  };
}

export type OrderingMember = Awaited<ReturnType<typeof loadOrderingMember>>;

/** The checks before an order is accepted: this country's service, and a verified phone. */
export function assertMayOrder(member: OrderingMember): void {
  if (member.region !== SERVICE_REGION) throw foreignRegion();
  if (!member.phoneVerified) throw fieldErrors([{ path: 'phoneVerified', key: 'orders:errors.phoneNotVerified' }]);
}
