// The fake ECPay of the browser journeys (tests/helpers/fake-ecpay.ts with its payer's pages), started by
// playwright.config.ts on a fixed loopback port, with ECPay's public stage test merchant (decision 0037): the gateway
// site (E2E_GATEWAY_PORT) posts its checkout forms here and takes its notifications from here.
import { stageTestConfig } from '@/lib/server/payments/ecpay/test-config';
import { startFakeEcpay } from '@/tests/helpers/fake-ecpay';

const port = Number(process.env.E2E_ECPAY_PORT ?? 3298);

void startFakeEcpay(stageTestConfig(), { port, payerPages: true, retryDelayMs: 500 }).then((fake) => {
  console.log(`fake ECPay on ${fake.url}`);
});
