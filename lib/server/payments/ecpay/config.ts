// The ECPay adapter's settings. The provider takes them as an object so tests (and the fake gateway) pass their
// own; the registry builds it with `ecpayConfigFromEnv` (ECPAY_* in .env.example; docs/decisions/0037-ecpay.md).
import type { EcpayKeys } from './check-mac-value';

export interface EcpayConfig extends EcpayKeys {
  /** 特店編號 MerchantID (String(10)). */
  merchantId: string;
  /**
   * Where the AIO API lives: https://payment-stage.ecpay.com.tw (test) or https://payment.ecpay.com.tw (live)
   * (SDK ECPay/ECPayAIO_Node.js lib/ecpay_payment/ECpayPayment.xml); the tests point it at the fake gateway.
   */
  baseUrl: string;
  /** Our server-to-server endpoint for 付款結果通知 (ReturnURL) and 取號結果 (PaymentInfoURL). */
  notifyUrl: string;
  /** Our absolute URL of a path: where ECPay's page sends the payer back ("返回商店", ClientBackURL). */
  clientBackUrl: (path: string) => string;
  /** The page of ours that renders the signed form and posts it to ECPay (see checkoutPath). */
  checkoutPath: (merchantTradeNo: string) => string;
  /** Days an ATM virtual account takes deposits (ExpireDate, 1–60, ECPay's default 3). */
  atmExpireDays: number;
  /**
   * Accept notifications marked SimulatePaid=1 (the stage back office's 模擬付款). ECPay: "綠界也不會撥款給特店,請勿對該筆
   * 交易做出貨" (https://developers.ecpay.com.tw/?p=2878): only ever true against the stage environment.
   */
  acceptSimulatedPaid: boolean;
}

export const ECPAY_STAGE_URL = 'https://payment-stage.ecpay.com.tw';
export const ECPAY_LIVE_URL = 'https://payment.ecpay.com.tw';

/** The settings from the environment (ECPAY_* in .env.example); throws naming what is missing. */
export function ecpayConfigFromEnv(env: Record<string, string | undefined> = process.env): EcpayConfig {
  const need = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} is required for PAYMENT_PROVIDER=ecpay (see .env.example).`);
    return value;
  };
  const origin = (need('APP_ORIGIN').split(',')[0] ?? '').trim().replace(/\/$/, '');
  const stage = !isLiveEcpay(env);
  // ECPAY_BASE_URL points the adapter at a proxy or at the local fake gateway of the browser journeys
  // (tests/e2e/support/fake-ecpay-main.ts); a live site may not set it (env-schema.ts, liveSiteProblems).
  const baseUrl = env.ECPAY_BASE_URL?.trim().replace(/\/$/, '') || (stage ? ECPAY_STAGE_URL : ECPAY_LIVE_URL);
  const days = Number(env.ECPAY_ATM_EXPIRE_DAYS ?? '3');
  return {
    merchantId: need('ECPAY_MERCHANT_ID'),
    hashKey: need('ECPAY_HASH_KEY'),
    hashIV: need('ECPAY_HASH_IV'),
    baseUrl,
    notifyUrl: `${origin}/api/payments/ecpay/callback`,
    clientBackUrl: (path) => `${origin}${path}`,
    checkoutPath: (merchantTradeNo) => `/payments/ecpay/${merchantTradeNo}`,
    atmExpireDays: Number.isInteger(days) && days >= 1 && days <= 60 ? days : 3,
    acceptSimulatedPaid: stage,
  };
}

/** ECPAY_ENVIRONMENT=live: real money (anything else is ECPay's stage environment). */
export function isLiveEcpay(env: Record<string, string | undefined>): boolean {
  return env.ECPAY_ENVIRONMENT?.trim() === 'live';
}

/** Whether this site has ECPay's variables (a notification to a site without them is for nobody here). */
export function hasEcpayConfig(env: Record<string, string | undefined> = process.env): boolean {
  try {
    ecpayConfigFromEnv(env);
    return true;
  } catch {
    return false;
  }
}
