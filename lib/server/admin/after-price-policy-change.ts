// After an admin's price policy change has committed: the cached pricing page of that currency is regenerated in
// every locale, so the new prices show at the next request (docs/product/pricing.md#pricing-page,
// docs/decisions/0014-static-pages.md). GET /api/price-policy (cached up to 60 s) reads the database on its own. It
// never throws into the admin's answer: the prices are saved.
import type { Currency } from '@/lib/server/db/generated/enums';
import { revalidatePages } from '@/lib/server/static-pages/revalidate-pages';
import { pagesShowing } from '@/lib/shared/static-pages';

export async function afterPricePolicyChange(currency: Currency): Promise<void> {
  // The other instances were told in the change's transaction (update-price-policy.ts, decision 0027).
  await revalidatePages(pagesShowing('pricing', { currency }), { recordedInChange: true });
}
