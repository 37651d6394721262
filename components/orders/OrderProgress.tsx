// The seven-step progress bar (docs/product/order-lifecycle.md#progress-bar): the step reached comes from the
// server (progressStep); before payment and after an order ended there is no step. Horizontal on wide screens,
// vertical on phones — both rendered, one hidden by CSS, so the server's HTML is already right at 390 px. Static
// HTML + CSS Modules drawn as MUI's Stepper (docs/decisions/0015-storefront-static-css.md, issue #11): the step's
// number is CSS-generated in a hidden icon, so a step's text is its label alone, as MUI's was.
// An order with nothing graded (every card OMITTED or UNGRADABLE, decision 0031 §4, issue #24) never reaches
// "grading": its grading step says the cards come back ungraded, and a sentence above the bar says why.
import { useTranslation } from '@/hooks/useTranslation';
import { Section } from '@/components/ui/Section';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { PROGRESS_STEPS } from '@/lib/shared/orders/status';
import styles from './OrderProgress.module.css';

/** MUI's StepIcon of a completed step: a filled circle with a check. */
const COMPLETED_ICON = 'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17l-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z';

export function OrderProgress({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('myorders');
  const reached = order.progressStep;
  const last = PROGRESS_STEPS.length - 1;
  const stepLabel = (step: (typeof PROGRESS_STEPS)[number]) =>
    order.nothingGraded && step === 'grading' ? t('progress.ungraded.grading') : t(`progress.steps.${step}`);
  if (reached < 0) {
    return (
      <Section id="progress" title={t('progress.title')}>
        <p className={cx(ui.body1, ui.muted)}>{t(order.displayStatus === 'CANCELLED' ? 'progress.ended' : 'progress.notStarted')}</p>
      </Section>
    );
  }

  const stepper = (orientation: 'horizontal' | 'vertical') => (
    <ol className={cx(styles.stepper, styles[orientation])}>
      {PROGRESS_STEPS.map((step, index) => {
        const completed = index < reached || (index === last && reached === last);
        const active = index === reached;
        return (
          <li key={step} className={cx(styles.step, completed && styles.completed, active && styles.active)} aria-current={active ? 'step' : undefined}>
            {index > 0 && <span className={styles.connector} />}
            <span className={styles.label}>
              {completed ? (
                <svg className={styles.icon} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
                  <path d={COMPLETED_ICON} />
                </svg>
              ) : (
                <span className={cx(styles.icon, styles.number)} aria-hidden="true" />
              )}
              <span className={cx(ui.body2, styles.text)}>
                {stepLabel(step)}
                {active && <span className={ui.visuallyHidden}>{` (${t('progress.current')})`}</span>}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );

  return (
    <Section id="progress" title={t('progress.title')} lead={order.nothingGraded ? t('progress.ungraded.lead') : undefined}>
      {stepper('horizontal')}
      {stepper('vertical')}
    </Section>
  );
}
