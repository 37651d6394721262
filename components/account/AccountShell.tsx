// The frame of every /account page: title, navigation, content (docs/product/storefront.md#my-page; no footer there,
// docs/product/storefront.md#layout). Plain HTML + CSS Modules (docs/decisions/0015-storefront-static-css.md): it wraps
// every account page, so its render costs no emotion serialisation (issue #11).
import type { ReactNode } from 'react';
import { PageHead } from '@/components/layout/PageHead';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { AccountNav } from './AccountNav';
import type { AccountNavItem } from './account-nav';
import styles from './AccountShell.module.css';

interface Props {
  active: AccountNavItem['id'];
  title: string;
  lead?: string;
  children: ReactNode;
}

export function AccountShell({ active, title, lead, children }: Props) {
  return (
    <div className={cx(ui.container, styles.shell)}>
      <PageHead title={title} />
      <div className={styles.columns}>
        <div className={styles.side}>
          <AccountNav active={active} />
        </div>
        <div className={styles.content}>
          <h1 className={cx(ui.h1, styles.title, lead ? styles.titleWithLead : undefined)}>{title}</h1>
          {lead && <p className={cx(ui.body1, ui.muted, styles.lead)}>{lead}</p>}
          {children}
        </div>
      </div>
    </div>
  );
}
