import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/Icon';
import { expandMore } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import type { FaqGroup } from '@/lib/server/content/list-faq';
import styles from './FaqGroups.module.css';

/** The FAQ by topic; each answer opens in place (and is in the server-rendered HTML). A native <details> per question
 *  (docs/decisions/0015-storefront-static-css.md): it opens and closes without any script, before hydration too. */
export function FaqGroups({ groups }: { groups: FaqGroup[] }) {
  const { t } = useTranslation('faq');
  if (groups.length === 0) return <p className={cx(ui.body1, ui.muted)}>{t('empty')}</p>;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.topic} aria-labelledby={`faq-${group.topic}`}>
          <h2 id={`faq-${group.topic}`} className={cx(ui.h2, styles.topic)}>
            {t(`topics.${group.topic}`, { defaultValue: group.topic })}
          </h2>
          {group.items.map((item) => (
            <details key={item.id} className={styles.item} lang={item.locale}>
              <summary className={styles.summary} id={`faq-q-${item.id}`} aria-controls={`faq-a-${item.id}`}>
                <h3 className={cx(ui.body1, styles.question)}>{item.question}</h3>
                <span className={styles.expandIcon}>
                  <Icon paths={expandMore} />
                </span>
              </summary>
              <div id={`faq-a-${item.id}`} role="region" aria-labelledby={`faq-q-${item.id}`} className={styles.answer}>
                <p className={cx(ui.body1, ui.muted, styles.answerText)}>{item.answer}</p>
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
