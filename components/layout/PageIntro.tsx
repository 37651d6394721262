// The coloured band at the top of content pages: the page's single h1 and a lead paragraph. Plain elements and a CSS
// Module, no MUI (docs/decisions/0015-storefront-static-css.md).
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from './PageIntro.module.css';

interface Props {
  title: string;
  lead?: string;
  children?: ReactNode;
}

export function PageIntro({ title, lead, children }: Props) {
  return (
    <div className={styles.band}>
      <div className={ui.container}>
        <h1 className={cx(ui.h1, lead && styles.titleWithLead)}>{title}</h1>
        {lead && <p className={cx(ui.body1, styles.lead)}>{lead}</p>}
        {children}
      </div>
    </div>
  );
}
