// My page navigation: a side list from 768px up, scrollable tabs below (breakpoint:
// docs/product/constants.md#layout).
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { ACCOUNT_NAV, type AccountNavItem } from './account-nav';

interface Props {
  active: AccountNavItem['id'];
}

export function AccountNav({ active }: Props) {
  const { t } = useTranslation('account');
  const soon = <Chip label={t('nav.soon')} size="small" variant="outlined" sx={{ ml: 1, height: 20, fontSize: '0.7rem' }} />;

  return (
    <nav aria-label={t('nav.label')}>
      <Paper variant="outlined" sx={{ display: { xs: 'none', md: 'block' } }}>
        <List disablePadding>
          {ACCOUNT_NAV.map((item) =>
            item.ready ? (
              <ListItemButton
                key={item.id}
                component={Link}
                href={item.href}
                selected={item.id === active}
                aria-current={item.id === active ? 'page' : undefined}
                sx={{ py: 1.5, color: item.id === 'withdrawal' ? 'text.secondary' : undefined }}
              >
                <ListItemText primary={t(item.labelKey)} />
              </ListItemButton>
            ) : (
              <ListItemButton key={item.id} disabled sx={{ py: 1.5 }}>
                <ListItemText primary={t(item.labelKey)} />
                {soon}
              </ListItemButton>
            ),
          )}
        </List>
      </Paper>
      <Tabs
        value={active}
        variant="scrollable"
        scrollButtons={false}
        aria-label={t('nav.label')}
        sx={{ display: { xs: 'flex', md: 'none' }, borderBottom: 1, borderColor: 'divider', mb: 1 }}
      >
        {ACCOUNT_NAV.filter((item) => item.ready).map((item) => (
          <Tab key={item.id} value={item.id} label={t(item.labelKey)} component={Link} href={item.href} sx={{ minWidth: 0, px: 1.5 }} />
        ))}
      </Tabs>
    </nav>
  );
}
