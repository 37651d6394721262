// Which provider handles a payment. New payments go to PAYMENT_PROVIDER; callbacks and refunds of an
// existing payment go to the provider stored on it (a shop may switch gateways with payments in flight).
// A real gateway adapter is one more entry here (docs/decisions/0006-payments.md).
import { paymentProviderName } from './config';
import { sandboxProvider } from './sandbox/provider';
import type { PaymentProvider } from './types';

const PROVIDERS: Record<string, PaymentProvider> = {
  [sandboxProvider.name]: sandboxProvider,
};

export function providerByName(name: string): PaymentProvider {
  const provider = Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name] : undefined;
  if (!provider) throw new Error(`Unknown payment provider "${name}" (PAYMENT_PROVIDER, see .env.example).`);
  return provider;
}

/** The provider that takes new payments. */
export function paymentProvider(): PaymentProvider {
  return providerByName(paymentProviderName());
}
