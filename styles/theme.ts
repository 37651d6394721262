// The one MUI theme. Noto Sans TC first: Traditional Chinese is the default language
// (docs/product/storefront.md#country-and-languages).
import { createTheme } from '@mui/material/styles';

export const MOBILE_BREAKPOINT = 768; // docs/product/constants.md#layout: below this width the drawer replaces the menu.

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
  palette: {
    mode: 'light',
    primary: { main: '#0b2545', contrastText: '#ffffff' },
    secondary: { main: '#c9a227', contrastText: '#0b2545' },
    background: { default: '#f7f8fa', paper: '#ffffff' },
    text: { primary: '#14213d', secondary: '#4a5568' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: ['"Noto Sans TC"', '"Noto Sans KR"', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'sans-serif'].join(','),
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.3rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
});
