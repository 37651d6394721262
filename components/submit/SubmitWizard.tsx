// The grading / reholder submission wizard (docs/product/orders.md#submission-wizard): one URL per step, the form kept
// as the local draft. This is the page's first paint, in plain HTML + CSS Modules: title, steps and a skeleton. The
// form itself (components/submit/WizardForm.tsx: MUI, react-hook-form, yup, React Query) is rendered in the browser
// only — the draft lives in this browser's storage, so the server could never render it — and its chunk is requested
// as soon as this module runs, in parallel with hydration, instead of being part of the first load (issue #11).
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { PageHead } from '@/components/layout/PageHead';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { SubmitKind } from '@/hooks/useOrderDraft';
import { useTranslation } from '@/hooks/useTranslation';
import type { PaymentMethodsByCurrency } from '@/lib/shared/payments';
import type { WizardMember } from '@/lib/server/orders/wizard-page';
import { type WizardStep, parseStep } from '@/lib/shared/orders/wizard-steps';
import styles from './SubmitWizard.module.css';
import { WizardSkeleton } from './WizardSkeleton';
import { WizardStepper } from './WizardStepper';

const loadForm = () => import('./WizardForm');
if (typeof window !== 'undefined') void loadForm();
const WizardForm = dynamic(loadForm, { ssr: false, loading: () => <WizardSkeleton /> });

interface Props {
  kind: SubmitKind;
  step: WizardStep;
  initial: WizardMember | null;
  /** The methods the payment provider takes (the page's loader). */
  paymentMethods: PaymentMethodsByCurrency;
}

export function SubmitWizard({ kind, step: renderedStep, initial, paymentMethods }: Props) {
  const { t } = useTranslation('orders');
  const router = useRouter();
  // Steps change by shallow routing (no new server render): the URL, not the rendered prop, says where we are.
  const step = (router.isReady ? parseStep(router.query.step) : null) ?? renderedStep;
  const title = t(kind === 'reholder' ? 'meta.reholderTitle' : 'meta.gradingTitle');
  return (
    <div className={cx(ui.container, styles.page)}>
      <PageHead title={title} />
      <h1 className={cx(ui.h1, styles.title)}>{title}</h1>
      <WizardStepper step={step} />
      <WizardForm kind={kind} step={step} initial={initial} paymentMethods={paymentMethods} />
    </div>
  );
}
