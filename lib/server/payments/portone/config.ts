// The PortOne adapter's settings (Korea, KRW; docs/decisions/0038-portone.md). The provider takes them as an object so
// tests (and the fake gateway) pass their own; the registry builds it with `portoneConfigFromEnv` (PORTONE_* in
// .env.example). Which methods a site offers is which channels it configured:
// one PortOne channel (a PG contract: KakaoPay, NaverPay, Toss, a card PG, ...) per payment method.
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import { PORTONE_METHODS } from '@/lib/shared/payments';
import { virtualAccountHours } from '../config';

/** The methods of docs/product/payments.md#payment-methods that PortOne can take, in that document's order. */
export { PORTONE_METHODS };

export type PortoneMethod = (typeof PORTONE_METHODS)[number];

export interface PortoneConfig {
  /** V2 API secret (console: 연동 정보 > API Keys): the `Authorization: PortOne <secret>` of every server call. */
  apiSecret: string;
  /** The webhook secret (`whsec_…`, Standard Webhooks) the console shows for the webhook URL. */
  webhookSecret: string;
  /** The store (상점 아이디, `store-…`) payments are made in; a webhook for another store is not ours. */
  storeId: string;
  /** The channel key of each method this site takes; a method without one is not offered. */
  channelKeys: Partial<Record<PortoneMethod, string>>;
  /** https://api.portone.io, or the local fake gateway in tests (PORTONE_API_BASE_URL). */
  apiBaseUrl: string;
  /** Our page that opens PortOne's browser SDK for one payment (see provider.createPayment). */
  checkoutPath: (paymentId: string) => string;
  /** Our absolute URL of a path: where PortOne sends a phone's browser back after a redirect-style payment. */
  absoluteUrl: (path: string) => string;
  /** Hours an issued virtual account takes deposits (the browser SDK's accountExpiry). */
  virtualAccountHours: number;
}

export const PORTONE_API_URL = 'https://api.portone.io';

/** The environment variable holding a method's channel key: PORTONE_CHANNEL_KEY_KAKAO_PAY, … */
export const channelKeyVariable = (method: PortoneMethod) => `PORTONE_CHANNEL_KEY_${method}`;

/** The settings from the environment; throws naming what is missing. */
export function portoneConfigFromEnv(env: Record<string, string | undefined> = process.env): PortoneConfig {
  const need = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} is required for the PortOne gateway (docs/decisions/0038-portone.md).`);
    return value;
  };
  const origin = (need('APP_ORIGIN').split(',')[0] ?? '').trim().replace(/\/$/, '');
  const channelKeys: PortoneConfig['channelKeys'] = {};
  for (const method of PORTONE_METHODS) {
    const key = env[channelKeyVariable(method)]?.trim();
    if (key) channelKeys[method] = key;
  }
  // Without a single channel the gateway could take no payment at all: a configuration mistake, said at start.
  if (Object.keys(channelKeys).length === 0)
    throw new Error(`${channelKeyVariable('CREDIT_CARD')} (or another PORTONE_CHANNEL_KEY_<METHOD>) is required for the PortOne gateway.`);
  return {
    apiSecret: need('PORTONE_API_SECRET'),
    webhookSecret: need('PORTONE_WEBHOOK_SECRET'),
    storeId: need('PORTONE_STORE_ID'),
    channelKeys,
    apiBaseUrl: env.PORTONE_API_BASE_URL?.trim().replace(/\/$/, '') || PORTONE_API_URL,
    checkoutPath: (paymentId) => `/payments/portone/${paymentId}`,
    absoluteUrl: (path) => `${origin}${path}`,
    // The site's own deposit window (VIRTUAL_ACCOUNT_HOURS), as the sandbox's virtual accounts have.
    virtualAccountHours: virtualAccountHours(),
  };
}

/** The methods offered: those with a channel key, in PORTONE_METHODS' order. */
export function portoneMethods(config: Pick<PortoneConfig, 'channelKeys'>): PortoneMethod[] {
  return PORTONE_METHODS.filter((method) => Boolean(config.channelKeys[method]));
}

export function isPortoneMethod(method: PaymentMethod): method is PortoneMethod {
  return (PORTONE_METHODS as readonly PaymentMethod[]).includes(method);
}

/** Whether this site has PortOne's variables (a webhook to a site without them is for nobody here). */
export function hasPortoneConfig(env: Record<string, string | undefined> = process.env): boolean {
  try {
    portoneConfigFromEnv(env);
    return true;
  } catch {
    return false;
  }
}
