// GET /api/price-policy?currency=TWD|USD|KRW — TWD when absent (the storefront's currency,
// docs/product/pricing.md#currencies-and-minor-units).
import { type InferType, object, string } from 'yup';
import type { Currency } from '@/lib/server/db/generated/enums';
import { CURRENCIES, STOREFRONT_CURRENCY } from '../price-policy';

export const pricePolicyQuerySchema = object({
  currency: string()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original.trim().toUpperCase() || undefined : value))
    .typeError('pricing:errors.unknownCurrency')
    .oneOf(CURRENCIES, 'pricing:errors.unknownCurrency')
    .default(STOREFRONT_CURRENCY as Currency),
});

export type PricePolicyQuery = InferType<typeof pricePolicyQuerySchema>;
