// One titled card of a page rendered without emotion: the static counterpart of SectionCard (same look, same anchor
// and heading ids), for the parts of my page that only show data (docs/decisions/0015-storefront-static-css.md): the
// order page renders per request, and serialising MUI's styles was a large part of its render (issue #11). `id` is
// also the anchor (e.g. /account/orders/<n>#progress).
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from './StaticSection.module.css';

interface Props {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

export function StaticSection({ id, title, lead, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`} className={cx(ui.h2, styles.title, lead && styles.titleWithLead)}>
        {title}
      </h2>
      {lead && <p className={cx(ui.body2, ui.muted, styles.lead)}>{lead}</p>}
      {children}
    </section>
  );
}
