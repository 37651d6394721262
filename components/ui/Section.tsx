// One titled card of a page: my page, an order's page, the back office's records and ADMIN panels (issue #24: the
// one section component; it replaced MUI's SectionCard and its static twin StaticSection, which drew the same thing).
// Static CSS (docs/decisions/0015-storefront-static-css.md): the order page renders per request and serialising MUI's
// styles was a large part of its render (issue #11), and my pages load no MUI at first paint (issue #24). `id` is also
// the anchor (e.g. /account/orders/<n>#progress). `dense`: the tighter panel of the ADMIN tools (issue #10), without
// the anchor.
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Section.module.css';
import ui from './ui.module.css';

interface Props {
  id: string;
  title: string;
  lead?: string;
  dense?: boolean;
  children: ReactNode;
}

export function Section({ id, title, lead, dense = false, children }: Props) {
  return (
    <section id={dense ? undefined : id} aria-labelledby={`${id}-heading`} className={cx(styles.section, dense && styles.dense)}>
      <h2 id={`${id}-heading`} className={cx(ui.h2, styles.title, lead && styles.titleWithLead)}>
        {title}
      </h2>
      {lead && <p className={cx(ui.body2, ui.muted, styles.lead)}>{lead}</p>}
      {children}
    </section>
  );
}
