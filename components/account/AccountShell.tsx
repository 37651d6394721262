// The frame of every /account page: title, navigation, content (docs/product/storefront.md#my-page; no footer there,
// docs/product/storefront.md#layout).
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHead } from '@/components/layout/PageHead';
import { AccountNav } from './AccountNav';
import type { AccountNavItem } from './account-nav';

interface Props {
  active: AccountNavItem['id'];
  title: string;
  lead?: string;
  children: ReactNode;
}

export function AccountShell({ active, title, lead, children }: Props) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 } }}>
      <PageHead title={title} />
      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <AccountNav active={active} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Typography variant="h1" sx={{ mb: lead ? 1 : 3, fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {title}
          </Typography>
          {lead && (
            <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 720 }}>
              {lead}
            </Typography>
          )}
          {children}
        </Grid>
      </Grid>
    </Container>
  );
}
