// Where the member is in the wizard: the five steps on wide screens, "Step 2 of 5 · Shipping" on phones.
// Plain HTML + CSS Modules (docs/decisions/0015-storefront-static-css.md): the wizard's first paint carries no MUI
// (issue #11); it draws MUI's alternative-label Stepper and determinate LinearProgress with the theme's values.
import { useTranslation } from '@/hooks/useTranslation';
import { Icon } from '@/components/ui/Icon';
import { checkCircle } from '@/components/ui/icon-paths';
import { cx } from '@/components/ui/cx';
import { WIZARD_STEPS, type WizardStep } from '@/lib/shared/orders/wizard-steps';
import styles from './WizardStepper.module.css';

export function WizardStepper({ step }: { step: WizardStep }) {
  const { t } = useTranslation('orders');
  const active = WIZARD_STEPS.indexOf(step);
  return (
    <nav aria-label={t('steps.label')} className={styles.nav}>
      <ol className={styles.steps}>
        {WIZARD_STEPS.map((name, index) => (
          <li key={name} className={cx(styles.step, index < active && styles.completed, index === active && styles.active)}>
            {index > 0 && <span className={styles.connector} aria-hidden />}
            {index < active ? (
              <Icon paths={checkCircle} className={styles.icon} />
            ) : (
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable="false">
                <circle cx="12" cy="12" r="12" />
                <text x="12" y="12" className={styles.number}>
                  {index + 1}
                </text>
              </svg>
            )}
            <span className={styles.label} aria-current={index === active ? 'step' : undefined}>
              {t(`steps.${name}`)}
            </span>
          </li>
        ))}
      </ol>
      <div className={styles.compact}>
        <p className={styles.compactLabel} aria-current="step">
          {t('steps.stepOf', { current: active + 1, total: WIZARD_STEPS.length })} · {t(`steps.${step}`)}
        </p>
        <div className={styles.track} aria-hidden>
          <span className={styles.bar} style={{ transform: `translateX(-${100 - ((active + 1) / WIZARD_STEPS.length) * 100}%)` }} />
        </div>
      </div>
    </nav>
  );
}
