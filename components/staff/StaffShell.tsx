// The frame of every /admin page (issue #10): the back office's title, its navigation (lab work and the
// suspicious-certificates queue with its open count for every staff role, the ADMIN tools for admins) and the content,
// wide enough for work tables. The role shown in the menu comes from the display cookie and only hides links; the
// server refuses what a role may not do.
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CountLabel } from '@/components/common/CountLabel';
import { PageHead } from '@/components/layout/PageHead';
import { useOpenFlagCounts } from '@/hooks/useCertificateFlags';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { type StaffNavItem, staffNavFor } from './staff-nav';

interface Props {
  active: StaffNavItem['id'];
  title: string;
  /** Buttons at the right of the title (e.g. "print labels"). */
  actions?: ReactNode;
  children: ReactNode;
}

export function StaffShell({ active, title, actions, children }: Props) {
  const { t } = useTranslation('staff');
  // Before hydration reads the cookie, the links every staff role has (no layout jump for STAFF).
  const { user } = useDisplayUser();
  const items = staffNavFor(user?.role ?? 'STAFF');
  // Fetched after hydration (the server render has no count: the same HTML for every staff page), a minute old at most.
  const openFlags = useOpenFlagCounts().data?.open;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <PageHead title={`${title} · ${t('title')}`} />
      {/* "Back office" is the layout's header now (components/layout/BackOfficeHeader.tsx, issue #24). */}
      <nav aria-label={t('nav.label')}>
        <Tabs
          value={items.some((item) => item.id === active) ? active : false}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {items.map((item) => (
            <Tab
              key={item.id}
              value={item.id}
              label={item.count === 'openFlags' ? <CountLabel label={t(item.labelKey)} count={openFlags} noWrap /> : t(item.labelKey)}
              component={Link}
              href={item.href}
              sx={{ minWidth: 0, px: 1.5 }}
            />
          ))}
        </Tabs>
      </nav>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' } }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Container>
  );
}
