// The hook every content change calls once its transaction has committed: the cached public pages that show the
// area (/notices, /events and the articles whose slugs changed, /about-us/faq, /partner-shop) are regenerated in
// every locale (docs/decisions/0014-static-pages.md). It never throws into the admin's answer: the change is saved.
import { revalidatePages } from '@/lib/server/static-pages/revalidate-pages';
import { pagesShowing } from '@/lib/shared/static-pages';

export type ContentArea = 'notices' | 'events' | 'faq' | 'partners';

export async function afterContentChange(area: ContentArea, slugs: readonly string[] = []): Promise<void> {
  // The other instances were told in the change's transaction (recordContentChange, decision 0027).
  await revalidatePages(pagesShowing(area, { slugs }), { recordedInChange: true });
}
