// Issue #11: a storefront page prefetches in view only the lean pages it links to (lib/shared/lean-routes.ts,
// components/ui/PageLink.tsx). The wizard behind "Submit your cards" is fetched when the pointer comes near the link:
// it is rendered per request, and a prefetch per view of the home page would be one more request per visitor.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/accounts';

/** The pages the browser asked `_next/data` for, e.g. `/grading`, `/grading/submit`. */
function dataRequests(page: Page): string[] {
  const pages: string[] = [];
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/_next\/data\/[^/]+\/(?:zh-TW|en|ko)(\/.*)?\.json$/);
    if (match) pages.push(match[1] ?? '/');
  });
  return pages;
}

test('the home page prefetches the storefront pages in view, and the wizard only on hover', async ({ page }) => {
  const requested = dataRequests(page);
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  const explore = page.getByRole('main').getByRole('link', { name: 'Explore our services' });
  await expect(explore).toBeInViewport();
  // The lean page linked in view was prefetched, so the check below can tell the two cases apart.
  await expect.poll(() => requested).toContain('/grading');
  expect(requested).not.toContain('/grading/submit');

  await page.getByRole('main').getByRole('link', { name: 'Submit your cards' }).hover();
  await expect.poll(() => requested).toContain('/grading/submit');
});
