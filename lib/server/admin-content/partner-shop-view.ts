// Partner shops as the content tools show them (issue #10): the shop's own fields and every language's translation.
import type { Prisma } from '@/lib/server/db/generated/client';
import { textsOf } from '@/lib/shared/admin-content/translations';
import type { AdminPartnerShop } from '@/lib/shared/admin-content/views';
import { PARTNER_TEXT_LIMITS, type PartnerShopInput, type PartnerTextField } from '@/lib/shared/schemas/admin-content/partner-shop';

export const PARTNER_FIELDS = Object.keys(PARTNER_TEXT_LIMITS) as PartnerTextField[];

export type ShopWithTranslations = Prisma.PartnerShopGetPayload<{ include: { translations: true } }>;

export function toAdminPartnerShop(shop: ShopWithTranslations): AdminPartnerShop {
  return {
    id: shop.id,
    name: shop.name,
    country: shop.country,
    city: shop.city,
    address: shop.address,
    phone: shop.phone ?? '',
    email: shop.email ?? '',
    website: shop.website ?? '',
    sortOrder: shop.sortOrder,
    isActive: shop.isActive,
    translations: textsOf(shop.translations, PARTNER_FIELDS),
  };
}

/** What the audit row keeps of a shop. */
export function partnerShopSnapshot(shop: ShopWithTranslations) {
  const { id: _id, ...fields } = toAdminPartnerShop(shop);
  return fields;
}

/** The row's columns from the form: an empty contact is no contact (null), as the public page expects. */
export function partnerShopData(input: PartnerShopInput) {
  return {
    name: input.name,
    country: input.country,
    city: input.city,
    address: input.address,
    phone: input.phone || null,
    email: input.email || null,
    website: input.website || null,
    sortOrder: input.sortOrder,
    isActive: input.isActive,
  };
}
