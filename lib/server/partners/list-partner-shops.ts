// The partner shops on /partner-shop, grouped by country (Taiwan first: the home market,
// docs/product/storefront.md#partner-shops-and-inquiry), in the visitor's language: the shop's translation in that
// locale (admins write them, issue #10), else the shop's own name, city and address (in its local script).
import type { DbOrTx } from '@/lib/server/db/client';
import type { Locale } from '@/lib/shared/locale';

export interface PartnerShopView {
  id: number;
  name: string;
  city: string;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
}

export interface PartnerShopGroup {
  /** ISO 3166 code, e.g. "TW", "KR". */
  country: string;
  shops: PartnerShopView[];
}

const COUNTRY_ORDER = ['TW', 'KR'];

export async function listPartnerShops(db: DbOrTx, locale: Locale): Promise<PartnerShopGroup[]> {
  const shops = await db.partnerShop.findMany({
    where: { isActive: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      name: true,
      country: true,
      city: true,
      address: true,
      phone: true,
      email: true,
      website: true,
      translations: { where: { locale }, select: { name: true, city: true, address: true } },
    },
  });
  const groups = new Map<string, PartnerShopView[]>();
  for (const { country, translations, ...shop } of shops) {
    const list = groups.get(country) ?? [];
    list.push({ ...shop, ...translations[0] });
    groups.set(country, list);
  }
  const rank = (country: string) => {
    const index = COUNTRY_ORDER.indexOf(country);
    return index === -1 ? COUNTRY_ORDER.length : index;
  };
  return [...groups.entries()]
    .map(([country, list]) => ({ country, shops: list }))
    .sort((a, b) => rank(a.country) - rank(b.country) || a.country.localeCompare(b.country));
}
