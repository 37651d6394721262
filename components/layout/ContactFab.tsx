// Floating link to the messaging service (docs/product/storefront.md#layout). A link, not a button: it leaves the
// site in a new tab. On a phone page with a bar fixed to the bottom of the screen (the submit wizard's total), the
// button sits above the bar: at 390 px it covered the end of the total bar and the wizard's bottom buttons (issue #9).
// Lifted rather than hidden there: help stays one tap away on the steps where collectors get stuck (photos, payment),
// and the wizard leaves room under its last buttons for it (SubmitWizard's bottom padding). Plain elements and a CSS
// Module (docs/decisions/0015-storefront-static-css.md); ContactFab.test.tsx keeps its offsets equal to bottom-bar.ts.
import { useTranslation } from '@/hooks/useTranslation';
import { Icon } from '@/components/ui/Icon';
import { chat } from '@/components/ui/icon-paths';
import styles from './ContactFab.module.css';
import { CONTACT_URL } from './company-info';

export function ContactFab() {
  const { t } = useTranslation('common');
  // Inside a labelled landmark so screen-reader users find it (it sits outside header, main and footer).
  return (
    <aside aria-label={t('contact.region')}>
      <a href={CONTACT_URL} target="_blank" rel="noopener noreferrer" aria-label={t('contact.label')} title={t('contact.label')} className={styles.fab}>
        <Icon paths={chat} />
      </a>
    </aside>
  );
}
