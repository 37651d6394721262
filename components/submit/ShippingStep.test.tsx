// Issue #9: the phone typed in the shipping address is offered to the phone verification on the shipping step
// (docs/product/orders.md#shipping-step: a verified phone is required to order).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { WizardMemberState } from '@/hooks/useWizardMember';
import { type OrderDraft, emptyDraft } from '@/lib/shared/orders/draft';
import type { AddressView } from '@/lib/shared/schemas/address';
import { ShippingStep } from './ShippingStep';

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ locale: 'en', push: jest.fn() }) }));
jest.mock('@/hooks/useTranslation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const address = (overrides: Partial<AddressView>): AddressView => ({
  id: 1,
  nickname: 'Home',
  recipient: 'Lin Mei',
  phone: '0912-345-678',
  postalCode: '100',
  address: 'No. 1, Zhongxiao E. Rd., Taipei',
  addressDetail: null,
  deliveryMemo: null,
  isDefault: true,
  ...overrides,
});

function Wizard({ shippingAddressId, children }: { shippingAddressId: number | null; children: ReactNode }) {
  const form = useForm<OrderDraft>({ defaultValues: { ...emptyDraft('GENERAL', undefined, 'TWD'), shippingAddressId } });
  return (
    <QueryClientProvider client={new QueryClient()}>
      <FormProvider {...form}>{children}</FormProvider>
    </QueryClientProvider>
  );
}

function renderStep(addresses: AddressView[], shippingAddressId: number | null) {
  const member: WizardMemberState = { addresses, addressesLoading: false, phoneVerified: false, canOrder: true, membership: null, currency: 'TWD' };
  render(
    <Wizard shippingAddressId={shippingAddressId}>
      <ShippingStep member={member} priced={undefined} onBack={jest.fn()} onNext={jest.fn()} />
    </Wizard>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'shipping.identity.verify' }));
  return screen.getByRole('textbox', { name: 'dialog.number' });
}

test('the chosen address phone is the default number of the phone verification', () => {
  const number = renderStep([address({}), address({ id: 2, isDefault: false, phone: '+82 10-1234-5678' })], 2);
  expect(number).toHaveValue('10-1234-5678');
  expect(screen.getByRole('combobox', { name: 'dialog.country' })).toHaveTextContent('+82');
});

test('without a chosen address, the default address phone is offered', () => {
  expect(renderStep([address({ id: 3, isDefault: false, phone: '0987 654 321' }), address({ id: 4 })], null)).toHaveValue('0912-345-678');
});
