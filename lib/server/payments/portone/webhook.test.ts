/** @jest-environment node */
// verifyPortoneWebhook with a stub API client: the SDK's verifier decides the signature, the re-read decides the event.
import type { Payment } from '@portone/server-sdk/payment';
import { signPortoneWebhook } from '@/tests/helpers/fake-portone';
import { testPortoneConfig } from './test-config';
import { verifyPortoneWebhook } from './webhook';

const config = testPortoneConfig();
const ID = 'CG0123456789ABCDEF0123456789ABCD';
const paid = {
  status: 'PAID',
  id: ID,
  storeId: config.storeId,
  currency: 'KRW',
  amount: { total: 48000, taxFree: 0, discount: 0, paid: 48000, cancelled: 0, cancelledTaxFree: 0 },
  paidAt: '2026-11-29T00:31:00Z',
  method: { type: 'PaymentMethodCard' },
} as unknown as Payment;

function signed(body: object, { secret = config.webhookSecret, timestamp = Math.floor(Date.now() / 1000) } = {}) {
  const raw = JSON.stringify(body);
  return {
    raw,
    headers: { 'webhook-id': 'msg_1', 'webhook-timestamp': String(timestamp), 'webhook-signature': signPortoneWebhook(secret, 'msg_1', timestamp, raw) },
  };
}

const transaction = (data: object = {}) => ({
  type: 'Transaction.Paid',
  timestamp: '2026-11-29T00:31:00Z',
  data: { paymentId: ID, storeId: config.storeId, transactionId: 't', ...data },
});

function client(answer: Payment | Error = paid) {
  const getPayment = jest.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { getPayment };
}

test('a signed Transaction webhook → the re-read payment as the event', async () => {
  const { raw, headers } = signed(transaction());
  const api = client();
  const result = await verifyPortoneWebhook(config, raw, headers, api);
  expect(result).toMatchObject({ ok: true, webhookId: 'msg_1', event: { type: 'payment.approved', amount: 48000, eventId: `portone:${ID}:PAID:48000` } });
  expect(api.getPayment).toHaveBeenCalledWith({ paymentId: ID, storeId: config.storeId });
});

test('wrong secret, stale or future timestamp, missing headers → signature, and PortOne is not asked', async () => {
  const api = client();
  const other = signed(transaction(), { secret: `whsec_${Buffer.from('other').toString('base64')}` });
  const old = signed(transaction(), { timestamp: Math.floor(Date.now() / 1000) - 600 });
  const future = signed(transaction(), { timestamp: Math.floor(Date.now() / 1000) + 600 });
  for (const { raw, headers } of [other, old, future])
    expect(await verifyPortoneWebhook(config, raw, headers, api)).toMatchObject({ ok: false, refused: 'signature' });
  const { raw } = signed(transaction());
  expect(await verifyPortoneWebhook(config, raw, {}, api)).toMatchObject({ ok: false, refused: 'signature', detail: 'MISSING_REQUIRED_HEADERS' });
  expect(api.getPayment).not.toHaveBeenCalled();
});

test('signed but unusable: not JSON, no paymentId, another store, too large → malformed', async () => {
  const api = client();
  const timestamp = Math.floor(Date.now() / 1000);
  const notJson = {
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signPortoneWebhook(config.webhookSecret, 'msg_1', timestamp, 'not json'),
  };
  expect(await verifyPortoneWebhook(config, 'not json', notJson, api)).toMatchObject({ ok: false, refused: 'malformed' });
  const noId = signed({ type: 'Transaction.Paid', data: { storeId: config.storeId } });
  expect(await verifyPortoneWebhook(config, noId.raw, noId.headers, api)).toMatchObject({ ok: false, refused: 'malformed' });
  const otherStore = signed(transaction({ storeId: 'store-other' }));
  expect(await verifyPortoneWebhook(config, otherStore.raw, otherStore.headers, api)).toMatchObject({ ok: false, refused: 'malformed' });
  expect(await verifyPortoneWebhook(config, 'x'.repeat(20_000), {}, api)).toMatchObject({ ok: false, refused: 'malformed' });
  expect(api.getPayment).not.toHaveBeenCalled();
});

test('billing-key and unknown webhook types are answered and ignored; an API failure throws (PortOne retries)', async () => {
  const billing = signed({ type: 'BillingKey.Issued', data: { billingKey: 'b', storeId: config.storeId } });
  expect(await verifyPortoneWebhook(config, billing.raw, billing.headers, client())).toMatchObject({ ok: true, event: null });
  const { raw, headers } = signed(transaction());
  await expect(verifyPortoneWebhook(config, raw, headers, client(new Error('fetch failed')))).rejects.toThrow('fetch failed');
  const notFound = Object.assign(new Error('not found'), { data: { type: 'PAYMENT_NOT_FOUND' } });
  expect(await verifyPortoneWebhook(config, raw, headers, client(notFound))).toMatchObject({ ok: false, refused: 'malformed' });
});
