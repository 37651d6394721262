// The page shell of docs/product/storefront.md#layout: skip link, fixed header, main content and footer, and the
// contact button.
import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { shouldHideFooter } from '@/lib/shared/layout-rules';
import { ContactFab } from './ContactFab';
import { Footer } from './Footer';
import { HEADER_HEIGHT, Header } from './Header';

export const MAIN_ID = 'main-content';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  const showFooter = !shouldHideFooter(pathname);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          p: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <Header />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, pt: { xs: `${HEADER_HEIGHT.mobile}px`, md: `${HEADER_HEIGHT.desktop}px` }, outline: 'none' }}
      >
        {children}
      </Box>
      {showFooter && <Footer />}
      <ContactFab />
    </Box>
  );
}
