// A titled content section: an h2 that names the region (aria-labelledby), an optional lead, then the content.
// Plain elements and a CSS Module, no MUI (docs/decisions/0015-storefront-static-css.md).
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from './PageSection.module.css';

interface Props {
  /** Unique on the page; the heading gets `${id}-heading`. */
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

export function PageSection({ id, title, lead, children }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`} className={cx(ui.h2, lead ? styles.titleWithLead : styles.title)}>
        {title}
      </h2>
      {lead && <p className={cx(ui.body1, ui.muted, styles.lead)}>{lead}</p>}
      {children}
    </section>
  );
}
