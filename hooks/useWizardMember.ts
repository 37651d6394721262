// What the wizard knows about the member: from the server render, or — when the page rendered without a
// fresh access token — from the user query and the address book, which also refresh after the member
// adds an address or verifies the phone inside the wizard.
import type { WizardMember } from '@/lib/server/orders/wizard-page';
import { wizardCurrency } from '@/lib/shared/orders/wizard-currency';
import { useAddresses } from './useAddresses';
import { useUser } from './useUser';

/** docs/product/accounts.md#country-service: this is the Taiwan service. */
const SERVICE_REGION = 'TW';

export function useWizardMember(initial: WizardMember | null) {
  const { user } = useUser();
  const addresses = useAddresses(initial?.addresses ?? null);
  return {
    addresses: addresses.data ?? null,
    addressesLoading: addresses.isLoading,
    phoneVerified: user?.phoneVerified ?? initial?.phoneVerified ?? false,
    canOrder: user ? user.supportRegion === SERVICE_REGION : (initial?.canOrder ?? true),
    membership: user ? user.membership : (initial?.membership ?? null),
    /** What a new draft opens in (docs/decisions/0010-wizard-currency-and-unpaid-orders.md); TWD while nobody is known. */
    currency: user ? wizardCurrency(user.supportRegion) : (initial?.currency ?? wizardCurrency(null)),
  };
}

export type WizardMemberState = ReturnType<typeof useWizardMember>;
