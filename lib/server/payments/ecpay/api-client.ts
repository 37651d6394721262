// Server-to-server calls to ECPay's AIO API: a form-encoded POST, a form-encoded answer (QueryTradeInfo V5,
// https://developers.ecpay.com.tw/?p=2890: "Content Type : application/x-www-form-urlencoded"). A time-out or an
// HTTP error throws: the caller's retry (the refunds sweep, the next query) takes it from there.
import { type EcpayParams, signEcpayParams } from './check-mac-value';
import type { EcpayConfig } from './config';
import { type FormFields, encodeFormBody, parseFormBody } from './form-body';

export type FetchLike = typeof fetch;

export async function postEcpayForm(config: EcpayConfig, path: string, params: EcpayParams, fetchImpl: FetchLike = fetch): Promise<FormFields> {
  const response = await fetchImpl(`${config.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encodeFormBody(signEcpayParams(params, config)),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  // 403 is ECPay's "too fast, wait 30 minutes" (p=2890).
  if (!response.ok) throw new Error(`ECPay ${path} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  const fields = parseFormBody(text.trim());
  if (!fields) throw new Error(`ECPay ${path} answered something that is not a form body: ${JSON.stringify(text.slice(0, 200))}`);
  return fields;
}
