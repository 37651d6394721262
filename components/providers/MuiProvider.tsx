// MUI and emotion for the pages that are built with them (docs/decisions/0015-storefront-static-css.md): the emotion
// cache of this render (documentGetInitialProps in pages/_document.tsx passes a fresh one per server render, so the
// page's critical CSS is extracted into <head>) and the one theme. The storefront and the layout use static CSS and
// never load this; a lazy MUI part on such a page (the partner inquiry form) wraps itself in it.
// CssBaseline is gone: its base is static CSS in styles/globals.css, so it applies before any script runs.
import type { EmotionCache } from '@emotion/cache';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import type { ReactNode } from 'react';
import { AppThemeProvider } from './AppThemeProvider';
import { MuiPresent } from './mui-present';

interface Props {
  emotionCache?: EmotionCache;
  children: ReactNode;
}

export default function MuiProvider({ emotionCache, children }: Props) {
  return (
    <AppCacheProvider emotionCache={emotionCache}>
      <AppThemeProvider>
        <MuiPresent.Provider value={true}>{children}</MuiPresent.Provider>
      </AppThemeProvider>
    </AppCacheProvider>
  );
}
