// Grading submission, general and quick/easy (docs/product/orders.md#submission-wizard): /grading/submit (cards),
// /shipping, /caution, /payment, /complete. The proxy already sent visitors without a session to /login.
import type { GetServerSideProps } from 'next';
import { SubmitWizard } from '@/components/submit/SubmitWizard';
import { type WizardPageProps, wizardPageProps } from '@/lib/server/orders/wizard-page';

export default function GradingSubmitPage({ step, initial, paymentMethods }: WizardPageProps) {
  return <SubmitWizard kind="grading" step={step} initial={initial} paymentMethods={paymentMethods} />;
}

export const getServerSideProps: GetServerSideProps<WizardPageProps> = (ctx) => wizardPageProps(ctx);
