// Which provider handles a payment (docs/decisions/0006-payments.md, 0037-ecpay.md "Which gateway"). New payments go
// to the provider configured for the order's currency (config.ts); callbacks and refunds of an existing payment go to
// the provider stored on it (a shop may switch gateways with payments in flight). A real gateway's adapter is built
// from its variables when first needed, so a site on the sandbox needs none of them; the start-up check
// (config/env-schema.ts) has already refused a production server whose chosen gateway lacks them.
import type { Currency } from '@/lib/server/db/generated/enums';
import { paymentProviderName } from './config';
import { ecpayConfigFromEnv } from './ecpay/config';
import { ECPAY, EcpayProvider } from './ecpay/provider';
import { portoneConfigFromEnv } from './portone/config';
import { PORTONE, PortoneProvider } from './portone/provider';
import { sandboxProvider } from './sandbox/provider';
import type { PaymentProvider } from './types';

const BUILDERS: Record<string, () => PaymentProvider> = {
  [sandboxProvider.name]: () => sandboxProvider,
  [ECPAY]: () => new EcpayProvider(ecpayConfigFromEnv()),
  [PORTONE]: () => new PortoneProvider(portoneConfigFromEnv()),
};

/** The provider names a site may configure (PAYMENT_PROVIDER, PAYMENT_PROVIDER_<currency>). */
export const PROVIDER_NAMES = Object.keys(BUILDERS);

export function providerByName(name: string): PaymentProvider {
  const build = Object.hasOwn(BUILDERS, name) ? BUILDERS[name] : undefined;
  if (!build) throw new Error(`Unknown payment provider "${name}" (PAYMENT_PROVIDER, see .env.example).`);
  return build();
}

/** The provider that takes new payments in `currency`. */
export function paymentProvider(currency?: Currency): PaymentProvider {
  return providerByName(paymentProviderName(currency));
}

/** The ECPay adapter, for its own routes and pages (built from ECPAY_*). */
export function ecpayProvider(): EcpayProvider {
  return providerByName(ECPAY) as EcpayProvider;
}

/** The PortOne adapter, for its own routes and pages (built from PORTONE_*). */
export function portoneProvider(): PortoneProvider {
  return providerByName(PORTONE) as PortoneProvider;
}
