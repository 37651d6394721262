// Shown while the client fetches my page data (the server render had no access token,
// docs/product/errors-and-messages.md#transport-rules); the content tools' lists too (issue #10), named in `ns`.
// Plain HTML + CSS Modules (docs/decisions/0015-storefront-static-css.md): an outlined card of text skeletons.
import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from './LoadingCard.module.css';

export function LoadingCard({ rows = 3, ns = 'account' }: { rows?: number; /** The namespace of the 'loading' label. */ ns?: 'account' | 'adminContent' }) {
  const { t } = useTranslation(ns);
  return (
    <div className={cx(ui.card, styles.card)} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className={cx(styles.line, ui.pulse, i === 0 && styles.first)} />
      ))}
    </div>
  );
}
