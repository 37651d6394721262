import type { EmotionCache } from '@emotion/cache';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { Fragment, type ReactNode, useEffect } from 'react';
import { Layout } from '@/components/layout/Layout';
import { type NextI18NextProps, TranslationProvider } from '@/components/providers/TranslationProvider';
import { useLocalDataRule } from '@/hooks/useLocalDataRule';
import { pageProvidersOf } from '@/lib/shared/lean-routes';
// The theme's CSS variables first: globals.css and every module's CSS read them (issue #24, decision 0015).
import '@/styles/theme-tokens.css';
import '@/styles/globals.css';

// Issue #11: the storefront pages (lib/shared/lean-routes.ts) download neither React Query with axios nor MUI with
// emotion (docs/decisions/0015-storefront-static-css.md); my page, my orders and an order's page get React Query only
// (issue #24); every other page gets both here. Rendered on the server too,
// so those pages get the chunks in their HTML, hydrate with them, and have their MUI CSS extracted into <head>.
const QueryProvider = dynamic(() => import('@/components/providers/QueryProvider'));
const MuiProvider = dynamic(() => import('@/components/providers/MuiProvider'));
// Fetched while the router loads the next page, so a page that needs them does not render empty or unstyled for a
// moment after a client-side navigation from a storefront page.
const preloadProviders = () => {
  void import('@/components/providers/QueryProvider');
  void import('@/components/providers/MuiProvider');
};

/** pages/_document.tsx (documentGetInitialProps) gives each server render a fresh emotion cache in this prop. */
type Props = AppProps & { emotionCache?: EmotionCache };

function Providers({ pathname, emotionCache, children }: { pathname: string; emotionCache?: EmotionCache; children: ReactNode }) {
  const providers = pageProvidersOf(pathname);
  if (providers === 'none') return <Fragment>{children}</Fragment>;
  if (providers === 'query') return <QueryProvider>{children}</QueryProvider>;
  return (
    <MuiProvider emotionCache={emotionCache}>
      <QueryProvider>{children}</QueryProvider>
    </MuiProvider>
  );
}

function App({ Component, pageProps, router, emotionCache }: Props) {
  useLocalDataRule();
  useEffect(() => {
    router.events.on('routeChangeStart', preloadProviders);
    return () => router.events.off('routeChangeStart', preloadProviders);
  }, [router.events]);
  return (
    <TranslationProvider translations={(pageProps as { _nextI18Next?: NextI18NextProps })._nextI18Next} locale={router.locale}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <Layout>
        <Providers pathname={router.pathname} emotionCache={emotionCache}>
          <Component {...pageProps} />
        </Providers>
      </Layout>
    </TranslationProvider>
  );
}

export default App;
