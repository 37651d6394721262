// The payment part of the start-up check (config/env-schema.ts; docs/decisions/0037-ecpay.md "Which gateway"):
// every currency's gateway must be one we have an adapter for, take that currency, and have its credentials — so a
// site refuses to start (production) or warns (development) instead of failing on a member's first payment.
import { CURRENCIES } from '@/lib/shared/price-policy';
import { ECPAY, PORTONE, PROVIDER_CURRENCIES, SANDBOX, paymentProviderName } from './config';
import { ecpayConfigFromEnv, isLiveEcpay } from './ecpay/config';
import { portoneConfigFromEnv } from './portone/config';

type Env = Record<string, string | undefined>;

/** The variable that chose `currency`'s gateway, for the messages. */
const chosenBy = (currency: string, env: Env) => (env[`PAYMENT_PROVIDER_${currency}`]?.trim() ? `PAYMENT_PROVIDER_${currency}` : 'PAYMENT_PROVIDER');

/** Gateways in use: each currency's, once. */
function gatewaysInUse(env: Env): Set<string> {
  return new Set(CURRENCIES.map((currency) => paymentProviderName(currency, env)));
}

export function paymentProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const currency of CURRENCIES) {
    const name = paymentProviderName(currency, env);
    const takes = Object.hasOwn(PROVIDER_CURRENCIES, name) ? PROVIDER_CURRENCIES[name] : undefined;
    if (!takes) problems.push(`${chosenBy(currency, env)}: no payment gateway "${name}" (one of ${Object.keys(PROVIDER_CURRENCIES).join(', ')})`);
    else if (!takes.includes(currency)) problems.push(`${chosenBy(currency, env)}: ${name} does not take ${currency} (it takes ${takes.join(', ')})`);
  }
  if (gatewaysInUse(env).has(ECPAY)) {
    try {
      ecpayConfigFromEnv(env);
    } catch (error) {
      problems.push((error as Error).message);
    }
    const environment = env.ECPAY_ENVIRONMENT?.trim();
    if (environment && environment !== 'stage' && environment !== 'live') problems.push('ECPAY_ENVIRONMENT: must be stage or live');
    const days = env.ECPAY_ATM_EXPIRE_DAYS?.trim();
    if (days && !(Number(days) >= 1 && Number(days) <= 60)) problems.push('ECPAY_ATM_EXPIRE_DAYS: must be 1 to 60 (ECPay ExpireDate)');
  }
  if (gatewaysInUse(env).has(PORTONE)) {
    try {
      portoneConfigFromEnv(env);
    } catch (error) {
      problems.push((error as Error).message);
    }
    const secret = env.PORTONE_WEBHOOK_SECRET?.trim();
    if (secret && !secret.startsWith('whsec_')) problems.push("PORTONE_WEBHOOK_SECRET: must be the console's whsec_… secret");
  }
  return problems;
}

/** On a live site (not DEMO_SITE): no currency paid into the sandbox or a gateway's test environment. */
export function liveGatewayProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const currency of CURRENCIES) {
    if (paymentProviderName(currency, env) !== SANDBOX) continue;
    problems.push(
      `${chosenBy(currency, env)}: ${currency} payments would go to the sandbox, which takes no real money and lets members approve their own payments; configure a gateway, or set DEMO_SITE=1 on a demonstration site`,
    );
  }
  if (gatewaysInUse(env).has(ECPAY)) {
    if (!isLiveEcpay(env)) problems.push("ECPAY_ENVIRONMENT: must be live on a live site (ECPay's stage environment takes no real money)");
    if (env.ECPAY_BASE_URL?.trim()) problems.push('ECPAY_BASE_URL: only for a local fake or a test proxy; a live site talks to ECPay itself');
  }
  if (gatewaysInUse(env).has(PORTONE)) {
    if (env.PORTONE_API_BASE_URL?.trim()) problems.push('PORTONE_API_BASE_URL: only for a local fake or a test proxy; a live site talks to PortOne itself');
  }
  return problems;
}
