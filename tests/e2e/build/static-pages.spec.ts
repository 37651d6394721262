// Issue #11 (docs/decisions/0014-static-pages.md): the storefront stays static. Reads the build's prerender manifest
// (.next/prerender-manifest.json of the build this run serves) and asks the running server: a page that starts
// rendering per request — a getServerSideProps added back, a getStaticProps dropped — fails here.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LOCALES } from '@/lib/shared/locale';
import { localizedPath } from '@/lib/shared/routes';
import { COMMUNITY_PATH, GALLERY_PATH } from '@/lib/shared/albums/paths';
import { BUILD_TIME_PAGES, COMMUNITY_PAGE_ROUTES, DATABASE_PAGES, DATABASE_PAGE_ROUTES, GALLERY_PAGE_ROUTES } from '@/lib/shared/static-pages';

interface PrerenderManifest {
  routes: Record<string, { initialRevalidateSeconds: number | false }>;
  dynamicRoutes: Record<string, { fallback: string | false | null }>;
}

const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')) as PrerenderManifest;

test('the build prerendered every translation-only page in every locale, and nothing that reads the database', () => {
  for (const page of BUILD_TIME_PAGES) {
    for (const locale of LOCALES) {
      const route = page === '/' ? `/${locale}` : `/${locale}${page}`;
      expect(manifest.routes, `${route} prerendered`).toHaveProperty([route]);
    }
  }
  // Database pages are generated at run time only: the build never saw a database.
  const prerendered = Object.keys(manifest.routes);
  for (const page of Object.values(DATABASE_PAGES)) {
    expect(
      prerendered.filter((route) => route.endsWith(page)),
      `${page} must not be built`,
    ).toEqual([]);
  }
});

test('every database page is a cached route generated on its first request (fallback: blocking)', () => {
  // The collector's gallery, album pages and community feed (issue #25) are generated the same way.
  for (const route of [...DATABASE_PAGE_ROUTES, ...GALLERY_PAGE_ROUTES, ...COMMUNITY_PAGE_ROUTES]) {
    expect(manifest.dynamicRoutes, `${route} is static`).toHaveProperty([route]);
    // null is 'blocking' in the manifest: the first visitor waits for the render, nobody gets a skeleton.
    expect(manifest.dynamicRoutes[route]!.fallback, route).toBeNull();
  }
});

test('the server answers every storefront page from its cache, in every locale', async ({ request }) => {
  const pages = [...BUILD_TIME_PAGES, ...Object.values(DATABASE_PAGES), GALLERY_PATH, COMMUNITY_PATH];
  for (const page of pages) {
    for (const locale of LOCALES) {
      const url = localizedPath(page, locale);
      // The first request after a start may generate a database page; the next one must come from the cache.
      await request.get(url);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['x-nextjs-cache'], `${url} served from the cache`).toBe('HIT');
    }
  }
});

test('a per-request page is still rendered per request (the check can tell them apart)', async ({ request }) => {
  const response = await request.get('/login');
  expect(response.status()).toBe(200);
  expect(response.headers()['x-nextjs-cache']).toBeUndefined();
});
