// The fake PortOne of the browser journeys (tests/helpers/fake-portone.ts with the payer's endpoints), started by
// playwright.config.ts on a fixed loopback port with the made-up test keys of lib/server/payments/portone/test-config.ts
// (decision 0038): the gateway site (E2E_GATEWAY_URL) calls its API, and it sends its webhooks there.
import { testPortoneConfig } from '@/lib/server/payments/portone/test-config';
import { startFakePortone } from '@/tests/helpers/fake-portone';

const port = Number(process.env.E2E_PORTONE_PORT ?? 3297);

void startFakePortone(testPortoneConfig(), { port, payerEndpoints: true }).then((fake) => {
  fake.webhookUrl = `${process.env.E2E_GATEWAY_URL}/api/payments/portone/webhook`;
  console.log(`fake PortOne on ${fake.url}`);
});
