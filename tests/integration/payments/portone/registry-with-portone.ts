// The payments registry with the PortOne adapter under test in place of the one registry.ts builds from PORTONE_*
// (docs/decisions/0038-portone.md "Wiring"), so the refunds the apply step and refund-payment.ts send reach the fake
// PortOne. A test file installs it with
//   jest.mock('@/lib/server/payments/registry', () => jest.requireActual('./registry-with-portone').registryWithPortone());
import type { PaymentProvider } from '@/lib/server/payments/types';

let current: PaymentProvider | undefined;

export function usePortoneInRegistry(provider: PaymentProvider | undefined) {
  current = provider;
}

export function registryWithPortone() {
  const actual = jest.requireActual<typeof import('@/lib/server/payments/registry')>('@/lib/server/payments/registry');
  return { ...actual, providerByName: (name: string) => (name === 'portone' && current ? current : actual.providerByName(name)) };
}
