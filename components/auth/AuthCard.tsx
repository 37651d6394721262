// The frame of the account screens (login, sign-up, verification, password): one centred card with the
// page's single h1, readable at 390 px and at desktop widths. Static CSS (docs/decisions/0015-storefront-static-css.md),
// so the lean login page can use it (issue #11); the MUI pages keep it as it looked.
import type { ReactNode } from 'react';
import { PageHead } from '@/components/layout/PageHead';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from './AuthCard.module.css';

interface Props {
  title: string;
  lead?: ReactNode;
  /** `sm` for short forms, `md` for sign-up with its agreements. */
  width?: 'sm' | 'md';
  children: ReactNode;
}

export function AuthCard({ title, lead, width = 'sm', children }: Props) {
  return (
    <div className={cx(ui.container, width === 'md' ? ui.containerMd : ui.containerSm, styles.frame)}>
      <PageHead title={title} />
      <div className={styles.card}>
        <h1 className={cx(styles.title, lead ? styles.titleWithLead : undefined)}>{title}</h1>
        {lead && <div className={styles.lead}>{lead}</div>}
        {children}
      </div>
    </div>
  );
}
