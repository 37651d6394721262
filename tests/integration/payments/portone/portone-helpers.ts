// Helpers of the PortOne adapter's integration tests: the adapter pointed at the fake PortOne
// (tests/helpers/fake-portone.ts), a loopback "shop" serving handlePortoneWebhook the way the webhook route will once
// wired (200 with the result, 400 refused, 500 when PortOne could not be asked), and a KRW order with its payment
// opened as start-payment.ts opens one, then paid in the fake's "browser".
import type { Db } from '@/lib/server/db/client';
import type { Member } from '@/lib/server/db/generated/client';
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import { AppError } from '@/lib/server/errors/app-error';
import type { PortoneConfig } from '@/lib/server/payments/portone/config';
import { handlePortoneWebhook } from '@/lib/server/payments/portone/handle-webhook';
import { PORTONE, PortoneProvider } from '@/lib/server/payments/portone/provider';
import { testPortoneConfig } from '@/lib/server/payments/portone/test-config';
import { createMember } from '@/tests/factories/member';
import { createOrder } from '@/tests/factories/order';
import { type FakePortone, startFakePortone } from '@/tests/helpers/fake-portone';
import { listen } from '@/tests/helpers/route-server';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { usePortoneInRegistry } from './registry-with-portone';

export interface Setup {
  fake: FakePortone;
  config: PortoneConfig;
  provider: PortoneProvider;
  shopUrl: string;
  close(): Promise<void>;
}

export async function startPortone(db: Db): Promise<Setup> {
  const base = testPortoneConfig();
  const fake = await startFakePortone(base);
  const config = testPortoneConfig({ apiBaseUrl: fake.url });
  const provider = new PortoneProvider(config);
  const shop = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handlePortoneWebhook(db, Buffer.concat(chunks).toString('utf8'), req.headers, { provider })
        .then((answer) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)))
        .catch((error: unknown) => {
          const status = error instanceof AppError ? 400 : 500;
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
        });
    });
  });
  fake.webhookUrl = `${shop.origin}/api/payments/portone/webhook`;
  return {
    fake,
    config,
    provider,
    shopUrl: fake.webhookUrl,
    close: async () => {
      await shop.close();
      await fake.close();
    },
  };
}

export interface TestBed {
  testDb: TestDb;
  member: Member;
  setup: Setup;
}

/** A fresh database, a member, the fake PortOne and the adapter for the file's tests (filled in beforeAll). */
export function portoneTestBed(): TestBed {
  const bed = {} as TestBed;
  beforeAll(async () => {
    bed.testDb = await createTestDb();
    bed.member = await createMember(bed.testDb.db, { language: 'en' });
    bed.setup = await startPortone(bed.testDb.db);
    usePortoneInRegistry(bed.setup.provider);
  }, 60_000);
  afterAll(async () => {
    usePortoneInRegistry(undefined);
    await bed.setup.close();
    await bed.testDb.close();
  });
  return bed;
}

/** A payable KRW order and its PortOne payment: pre-registered, stored, and requested by the "browser". */
export async function openPayment(db: Db, setup: Setup, memberId: number, method: PaymentMethod = 'CREDIT_CARD') {
  const order = await createOrder(db, memberId, { overrides: { currency: 'KRW' } });
  const created = await setup.provider.createPayment(
    { id: order.id, orderNumber: order.orderNumber, totalAmount: order.totalAmount, currency: order.currency, submitType: order.submitType },
    method,
  );
  const payment = await db.payment.create({
    data: { gradingOrderId: order.id, provider: PORTONE, providerPaymentId: created.providerPaymentId, method, amount: order.totalAmount, currency: 'KRW' },
  });
  const request = setup.provider.checkoutRequest({ ...payment, orderNumber: order.orderNumber, returnPath: '/grading/submit/complete' });
  setup.fake.requestPayment(request);
  return { order, payment, request };
}
