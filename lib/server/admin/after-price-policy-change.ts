// The hook point after an admin's price policy change has committed (issue #10). Issue #11 will revalidate the
// pricing page here (docs/product/pricing.md#pricing-page) so it shows the new prices at once; until then the page and
// GET /api/price-policy (cached up to 60 s) read the database on their own. Errors here must never undo the change: it
// runs after the commit and the caller only logs a failure.
import type { Currency } from '@/lib/server/db/generated/enums';

export async function afterPricePolicyChange(currency: Currency): Promise<void> {
  // Nothing yet: issue #11 revalidates the pricing page of `currency` here.
  void currency;
}
