import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { appWithTranslation } from 'next-i18next/pages';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useState } from 'react';
import { Layout } from '@/components/layout/Layout';
import { useLocalDataRule } from '@/hooks/useLocalDataRule';
import { createQueryClient } from '@/lib/client/query-client';
import { theme } from '@/styles/theme';
import '@/styles/globals.css';
import nextI18NextConfig from '../next-i18next.config';

function App(props: AppProps) {
  const { Component, pageProps } = props;
  const [queryClient] = useState(createQueryClient);
  useLocalDataRule();
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <Layout>
            <Component {...pageProps} />
          </Layout>
        </ThemeProvider>
      </QueryClientProvider>
    </AppCacheProvider>
  );
}

export default appWithTranslation(App, nextI18NextConfig);
