// The currency the submit wizard opens in (docs/decisions/0010-wizard-currency-and-unpaid-orders.md): the currency of
// the member's service region — TWD for a Taiwan member, KRW for a Korean one — and TWD when nobody is known yet,
// this being the Taiwan site (docs/product/accounts.md#country-service). The currency switch stays; a saved draft
// keeps the currency it was saved with. (The draft model's own default, KRW, is the contract's: draft.ts.)
import type { Currency } from '@/lib/server/db/generated/enums';
import { STOREFRONT_CURRENCY } from '../price-policy';

/** Each service region's currency, by SupportRegion.code. */
export const REGION_CURRENCIES: Readonly<Record<string, Currency>> = { TW: 'TWD', KR: 'KRW' };

/** The wizard's currency for a member of `region` (null or unknown: this site's, TWD). */
export function wizardCurrency(region: string | null | undefined): Currency {
  return (region && Object.hasOwn(REGION_CURRENCIES, region) ? REGION_CURRENCIES[region] : undefined) ?? STOREFRONT_CURRENCY;
}
