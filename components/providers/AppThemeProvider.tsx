// The one MUI theme (styles/theme.ts) for the pages built with MUI (docs/decisions/0015-storefront-static-css.md).
// From '@mui/material/styles', the entry the components read the theme from: @mui/system's own ThemeProvider
// (used for issue #11 to skip the colour-scheme code) resolved to a second copy of the theme context in the
// browser bundle, and most components fell back to MUI's default theme (tests/e2e/storefront/theme.spec.ts).
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '@/styles/theme';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
