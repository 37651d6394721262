// Reholder submission: already-graded cards, added by serial (docs/product/orders.md#reholder-submissions), through
// the same steps as grading: /reholder/submit (cards), /shipping, /caution, /payment, /complete.
import type { GetServerSideProps } from 'next';
import { SubmitWizard } from '@/components/submit/SubmitWizard';
import { type WizardPageProps, wizardPageProps } from '@/lib/server/orders/wizard-page';

export default function ReholderSubmitPage({ step, initial, paymentMethods }: WizardPageProps) {
  return <SubmitWizard kind="reholder" step={step} initial={initial} paymentMethods={paymentMethods} />;
}

export const getServerSideProps: GetServerSideProps<WizardPageProps> = (ctx) => wizardPageProps(ctx);
