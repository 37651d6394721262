// Tabs of a list as plain links (they open in a new tab and work before the page is interactive), followed in place
// once it is (follow-in-place.ts), scrollable — with arrows on a desktop too narrow for every tab (issue #24: at
// 1280 px the lab's 16 queues were cut off with no way to reach them) — and the panel they control. The member's
// orders and the lab's work queues (issue #10).
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import NextLink from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { followInPlace } from './follow-in-place';

interface Props<V extends string> {
  value: V;
  values: readonly V[];
  /** Element ids: the tabs `${idPrefix}-tab-${value}`, the panel `${idPrefix}-tabpanel`. */
  idPrefix: string;
  /** The accessible name of the tab list. */
  label: string;
  tabLabel: (value: V) => ReactNode;
  href: (value: V) => ComponentProps<typeof NextLink>['href'];
  onTab: (value: V) => void;
}

export function LinkTabs<V extends string>({ value, values, idPrefix, label, tabLabel, href, onTab }: Props<V>) {
  return (
    <Tabs value={value} variant="scrollable" scrollButtons="auto" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      {values.map((item) => (
        <Tab
          key={item}
          value={item}
          label={tabLabel(item)}
          id={`${idPrefix}-tab-${item}`}
          aria-controls={`${idPrefix}-tabpanel`}
          component={NextLink}
          href={href(item)}
          onClick={followInPlace(() => onTab(item))}
          sx={{ minWidth: 0, px: 1.5 }}
        />
      ))}
    </Tabs>
  );
}

/** The panel of the selected tab, dimmed while the next list loads. */
export function LinkTabPanel({ idPrefix, value, loading, children }: { idPrefix: string; value: string; loading: boolean; children: ReactNode }) {
  return (
    <Box
      role="tabpanel"
      id={`${idPrefix}-tabpanel`}
      aria-labelledby={`${idPrefix}-tab-${value}`}
      aria-busy={loading}
      sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 0.2s' }}
    >
      {children}
    </Box>
  );
}
