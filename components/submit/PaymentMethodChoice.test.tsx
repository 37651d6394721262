// Issue #9: the payment step listed nine methods the gateway does not take before the pay button. It now offers only
// the provider's methods (registry.ts, from the page's loader), each with a one-line description read with the choice.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import { type OrderDraft, emptyDraft } from '@/lib/shared/orders/draft';
import { PaymentMethodChoice } from './PaymentMethodChoice';

jest.mock('@/hooks/useTranslation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

function Chosen() {
  return <output>{`chosen: ${String(useWatch<OrderDraft, 'paymentMethod'>({ name: 'paymentMethod' }))}`}</output>;
}

function Draft({ method, children }: { method: PaymentMethod | null; children: ReactNode }) {
  const form = useForm<OrderDraft>({ defaultValues: { ...emptyDraft(), paymentMethod: method } });
  return (
    <FormProvider {...form}>
      {children}
      <Chosen />
    </FormProvider>
  );
}

test('only the methods the provider takes, each named as before and described', () => {
  render(
    <Draft method="CONNECT_PAY">
      <PaymentMethodChoice methods={['VIRTUAL_ACCOUNT', 'CONNECT_PAY', 'CREDIT_CARD']} />
    </Draft>,
  );
  const radios = screen.getAllByRole('radio');
  // In the order of docs/product/payments.md#payment-methods, whatever order the provider lists them in.
  expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['CONNECT_PAY', 'CREDIT_CARD', 'VIRTUAL_ACCOUNT']);
  const card = screen.getByRole('radio', { name: 'payments:methods.CREDIT_CARD' });
  expect(card).toHaveAccessibleDescription('payment.methodHints.CREDIT_CARD');
  expect(screen.getByRole('radio', { name: 'payments:methods.CONNECT_PAY' })).toBeChecked();
  expect(screen.queryByText('payments:methods.KAKAO_PAY')).not.toBeInTheDocument();
  expect(screen.queryByText(/notAvailable/)).not.toBeInTheDocument();
});

test('a method the provider does not take is not left chosen', () => {
  render(
    <Draft method="KAKAO_PAY">
      <PaymentMethodChoice methods={['CREDIT_CARD']} />
    </Draft>,
  );
  expect(screen.getAllByRole('radio')).toHaveLength(1);
  expect(screen.getByText('chosen: null')).toBeInTheDocument();
});
