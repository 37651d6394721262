import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { appWithTranslation } from 'next-i18next/pages';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { Fragment, useEffect } from 'react';
import { Layout } from '@/components/layout/Layout';
import { AppThemeProvider } from '@/components/providers/AppThemeProvider';
import { useLocalDataRule } from '@/hooks/useLocalDataRule';
import { needsQueryClient } from '@/lib/shared/query-free-routes';
import '@/styles/globals.css';
import nextI18NextConfig from '../next-i18next.config';

// Issue #11: React Query (and the axios client its hooks call) is downloaded only by pages that fetch from the browser.
// Rendered on the server too, so those pages get its chunk in their HTML and hydrate with it.
const QueryProvider = dynamic(() => import('@/components/providers/QueryProvider'));
// Fetched while the router loads the next page, so a page that needs it does not render empty for a moment.
const preloadQueryProvider = () => void import('@/components/providers/QueryProvider');

function App(props: AppProps) {
  const { Component, pageProps, router } = props;
  const Queries = needsQueryClient(router.pathname) ? QueryProvider : Fragment;
  useLocalDataRule();
  useEffect(() => {
    router.events.on('routeChangeStart', preloadQueryProvider);
    return () => router.events.off('routeChangeStart', preloadQueryProvider);
  }, [router.events]);
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <AppThemeProvider>
        <CssBaseline />
        <Layout>
          <Queries>
            <Component {...pageProps} />
          </Queries>
        </Layout>
      </AppThemeProvider>
    </AppCacheProvider>
  );
}

export default appWithTranslation(App, nextI18NextConfig);
