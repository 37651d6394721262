// The wizard's form (docs/product/orders.md#submission-wizard): one form kept as the local draft, the live statement
// beside it (a bottom sheet on phones). A step is entered only when the steps before it are complete; "Next" validates
// the step's fields with the shared order schema. Loaded in the browser only, by components/submit/SubmitWizard.tsx
// (the page's lean first paint, issue #11), so it brings its own MUI and React Query providers.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import type { CouponState } from '@/components/orders/CouponField';
import MuiProvider from '@/components/providers/MuiProvider';
import QueryProvider from '@/components/providers/QueryProvider';
import { type SubmitKind, fitsKind, useOrderDraft } from '@/hooks/useOrderDraft';
import { useQuote } from '@/hooks/useQuote';
import { useWizardMember } from '@/hooks/useWizardMember';
import type { DraftSummary } from '@/lib/server/orders/list-drafts';
import type { WizardMember } from '@/lib/server/orders/wizard-page';
import { type OrderDraft, emptyDraft } from '@/lib/shared/orders/draft';
import type { PaymentMethodsByCurrency } from '@/lib/shared/payments';
import type { WizardStep } from '@/lib/shared/orders/wizard-steps';
import { STEP_FIELDS } from '@/lib/shared/schemas/order/steps';
import { CardsStep } from './CardsStep';
import { CautionStep } from './CautionStep';
import { CompleteStep } from './CompleteStep';
import { ForeignDraftDialog } from './ForeignDraftDialog';
import { OrderStatement } from './OrderStatement';
import { PaymentStep } from './PaymentStep';
import { RetryPayment } from './RetryPayment';
import { ShippingStep } from './ShippingStep';
import { STATEMENT_BAR_HEIGHT, StatementPanel } from './StatementPanel';
import { WizardSkeleton } from './WizardSkeleton';
import { FORM_STEPS, firstIncompleteStepBefore, nextStep, previousStep, stepPath } from './wizard-steps';

interface Props {
  kind: SubmitKind;
  step: WizardStep;
  initial: WizardMember | null;
  /** The methods the payment provider takes (the page's loader). */
  paymentMethods: PaymentMethodsByCurrency;
}

export default function WizardForm(props: Props) {
  return (
    <MuiProvider>
      <QueryProvider>
        <Wizard {...props} />
      </QueryProvider>
    </MuiProvider>
  );
}

function Wizard({ kind, step, initial, paymentMethods }: Props) {
  const router = useRouter();
  const member = useWizardMember(initial);
  // A new draft opens in the member's region currency; a stored one keeps its own (decision 0010).
  const { form, ready, foreign, adoptForeign, replace, finish } = useOrderDraft(kind, member.currency);
  const values = useWatch({ control: form.control }) as OrderDraft;
  const queryOrder = typeof router.query.order === 'string' ? router.query.order : null;
  const retryOrder = step === 'payment' && queryOrder && queryOrder !== values.submittedOrderNumber ? queryOrder : null;
  const showStatement = step !== 'complete' && !retryOrder;
  const quote = useQuote(ready ? values : null, ready && showStatement);
  const { canOrder, phoneVerified } = member;
  // The coupon the payment step applied, as the server priced the order: the statement shows it and its total. Left
  // behind with the payment step — a changed draft is priced again when it is sent (PaymentStep says so).
  const [coupon, setCoupon] = useState<CouponState | null>(null);
  const [couponStep, setCouponStep] = useState(step);
  if (couponStep !== step) {
    // Adjusted while rendering, as React advises for state that follows a prop (no effect, no extra paint).
    setCouponStep(step);
    if (step !== 'payment') setCoupon(null);
  }

  const go = useCallback(
    (target: WizardStep) => {
      void router.push(stepPath(kind, target), undefined, { shallow: true });
      window.scrollTo({ top: 0 });
    },
    [kind, router],
  );

  useEffect(() => {
    if (!ready || retryOrder || foreign) return;
    const missing = firstIncompleteStepBefore(step, form.getValues(), { canOrder, phoneVerified });
    if (missing) void router.replace(stepPath(kind, missing), undefined, { shallow: true });
    // Only when the step changes or the draft is first loaded: not while the member types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, step, retryOrder, foreign]);

  const onNext = async () => {
    if (step === 'complete') return;
    const ok = await form.trigger([...STEP_FIELDS[step]], { shouldFocus: true });
    if (!ok || (step === 'shipping' && (!canOrder || !phoneVerified))) return;
    go(nextStep(step)!);
  };
  const onBack = () => go(previousStep(step) ?? 'cards');

  const validateAll = async () => {
    for (const name of FORM_STEPS) {
      if (!(await form.trigger([...STEP_FIELDS[name]], { shouldFocus: name === 'payment' }))) {
        if (name !== 'payment') go(name);
        return false;
      }
    }
    if (!canOrder || !phoneVerified) {
      go('shipping');
      return false;
    }
    return true;
  };

  const onResume = (summary: DraftSummary) => {
    const current = form.getValues();
    const resumed: OrderDraft = {
      ...emptyDraft(summary.submitType),
      ...summary.draft,
      // Photos stay on the device that uploaded them.
      photos: current.draftId === summary.id ? current.photos : [],
    };
    replace(resumed);
    if (fitsKind(resumed, kind)) go('cards');
    else void router.push(stepPath(kind === 'grading' ? 'reholder' : 'grading', 'cards'));
  };

  const onFinished = useCallback(
    (orderNumber: string) => {
      if (form.getValues('submittedOrderNumber') === orderNumber) finish();
    },
    [form, finish],
  );

  const content = () => {
    if (retryOrder) return <RetryPayment kind={kind} orderNumber={retryOrder} paymentMethods={paymentMethods} />;
    switch (step) {
      case 'cards':
        return <CardsStep kind={kind} priced={quote.data} onReplace={replace} onResume={onResume} onNext={onNext} />;
      case 'shipping':
        return <ShippingStep member={member} priced={quote.data} onBack={onBack} onNext={onNext} />;
      case 'caution':
        return <CautionStep onBack={onBack} onNext={onNext} />;
      case 'payment':
        return (
          <PaymentStep
            priced={quote.data}
            paymentMethods={paymentMethods[values.currency]}
            coupon={coupon}
            onCouponChange={setCoupon}
            onBack={onBack}
            onGoTo={go}
            validateAll={validateAll}
          />
        );
      default:
        return <CompleteStep kind={kind} onFinished={onFinished} />;
    }
  };

  return (
    <FormProvider {...form}>
      {!ready ? (
        <WizardSkeleton />
      ) : showStatement ? (
        <>
          <Grid container spacing={{ xs: 2, md: 3 }}>
            <Grid size={{ xs: 12, md: 8 }}>{content()}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatementPanel priced={quote.data} coupon={coupon}>
                {(idPrefix) => (
                  <OrderStatement
                    idPrefix={idPrefix}
                    priced={quote.data}
                    coupon={coupon}
                    loading={quote.updating}
                    failed={quote.isError}
                    membership={member.membership}
                  />
                )}
              </StatementPanel>
            </Grid>
          </Grid>
          {/* On phones the last buttons scroll clear of the total bar (the page leaves room for the contact button). */}
          <Box sx={{ display: { md: 'none' }, height: STATEMENT_BAR_HEIGHT }} aria-hidden />
        </>
      ) : (
        content()
      )}
      <ForeignDraftDialog kind={kind} open={Boolean(foreign)} onAdopt={adoptForeign} />
    </FormProvider>
  );
}
