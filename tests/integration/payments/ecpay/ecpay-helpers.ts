// Helpers of the ECPay adapter's integration tests: the adapter pointed at a fake ECPay (tests/helpers/fake-ecpay.ts)
// and a loopback "shop" endpoint that receives ECPay's notifications the way the callback route does (the route itself: ecpay-route.int.test.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EcpayConfig } from '@/lib/server/payments/ecpay/config';
import { ECPAY_ACK, ecpayNack } from '@/lib/server/payments/ecpay/notification';
import { EcpayProvider } from '@/lib/server/payments/ecpay/provider';
import { stageTestConfig } from '@/lib/server/payments/ecpay/test-config';
import type { CallbackEvent, VerifiedCallback } from '@/lib/server/payments/types';
import { type FakeEcpay, startFakeEcpay } from '@/tests/helpers/fake-ecpay';

export interface Shop {
  url: string;
  received: VerifiedCallback[];
  close(): Promise<void>;
}

/**
 * Answers 1|OK to a notification that verifies and `apply` accepts, anything else otherwise; `failFirst` answers
 * the first n notifications with an error to see ECPay's retries.
 */
export async function startShop(provider: EcpayProvider, apply: (event: CallbackEvent) => Promise<void> = async () => {}, failFirst = 0): Promise<Shop> {
  const received: VerifiedCallback[] = [];
  let toFail = failFirst;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const verified = provider.verifyCallback(Buffer.concat(chunks).toString('utf8'), req.headers);
      received.push(verified);
      const answer = async () => {
        if (!verified.ok) return ecpayNack(verified.refused);
        if (toFail > 0) {
          toFail -= 1;
          return ecpayNack('try again');
        }
        await apply(verified.event);
        return ECPAY_ACK;
      };
      answer()
        .then((text) => res.writeHead(200, { 'content-type': 'text/plain' }).end(text))
        .catch((error) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/ecpay/callback`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface Setup {
  fake: FakeEcpay;
  config: EcpayConfig;
  provider: EcpayProvider;
}

export async function startFakeAndAdapter(overrides: Partial<EcpayConfig> = {}): Promise<Setup> {
  const base = stageTestConfig();
  const fake = await startFakeEcpay(base);
  const config = stageTestConfig({ baseUrl: fake.url, ...overrides });
  return { fake, config, provider: new EcpayProvider(config) };
}

/** What the payer's browser does on our checkout page: POST the signed form to ECPay. */
export async function postCheckoutForm(action: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  return response.text();
}
