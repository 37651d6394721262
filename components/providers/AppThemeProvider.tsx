// The one MUI theme (styles/theme.ts) for every page. Issue #11: @mui/material's ThemeProvider also ships the colour
// scheme machinery (CssVarsProvider, InitColorSchemeScript) to every page, though for a theme without CSS variables
// (ours) it renders exactly this: the system provider, with `vars: null` so no outer theme's variables leak in.
import ThemeProvider from '@mui/system/ThemeProvider';
import type { ReactNode } from 'react';
import { theme } from '@/styles/theme';

const themeWithoutVars = { ...theme, vars: null };

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={themeWithoutVars}>{children}</ThemeProvider>;
}
