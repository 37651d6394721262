// A fake PortOne V2 API for the adapter's tests (node:http on an ephemeral port), written from PortOne's public
// documentation and the official SDK's request and answer types (docs/decisions/0038-portone.md): the paths the
// SDK calls, PortOne's `{ type, message }` error bodies, and webhooks signed as Standard Webhooks.
//   POST /payments/{id}/pre-register  { storeId, totalAmount, currency }: the amount the browser must pay; a paid
//                                     payment answers 409 ALREADY_PAID.
//   GET  /payments/{id}               the payment as PortOne reports it (READY, VIRTUAL_ACCOUNT_ISSUED, PAID, FAILED,
//                                     PARTIAL_CANCELLED, CANCELLED), or 404 PAYMENT_NOT_FOUND.
//   POST /payments/{id}/cancel        { amount, reason, currentCancellableAmount, refundAccount }: refused with 409
//                                     CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN when the balance is not the one sent,
//                                     CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT above it, PAYMENT_NOT_PAID before
//                                     the money arrived; 400 INVALID_REQUEST for a virtual account without refundAccount.
// For the browser journeys (tests/e2e/payments, started by tests/e2e/support/fake-portone-main.ts) the payer's side is
// reachable over HTTP as well: POST /fake/{pay,decline,issue,deposit} with the browser SDK's request (JSON, sent as a
// CORS "simple" request by tests/e2e/support/fake-portone-sdk.ts, the stand-in for PortOne's script).
// Every call without `Authorization: PortOne <the secret>` gets 401 UNAUTHORIZED. The test plays the payer
// (requestPayment as the browser SDK would, then approve / issueVirtualAccount / deposit / decline), and each change
// sends a webhook to `webhookUrl` signed with the webhook secret: HMAC-SHA256 over `${id}.${timestamp}.${body}` with
// the base64-decoded bytes after `whsec_`, header `webhook-signature: v1,<base64>` (Standard Webhooks).
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type http from 'node:http';
import { listen } from './route-server';

export type FakeStatus = 'READY' | 'VIRTUAL_ACCOUNT_ISSUED' | 'PAID' | 'FAILED' | 'PARTIAL_CANCELLED' | 'CANCELLED';
export type FakePayMethod = 'CARD' | 'TRANSFER' | 'VIRTUAL_ACCOUNT' | 'MOBILE' | 'EASY_PAY';

export interface FakeCancellation {
  status: 'SUCCEEDED';
  id: string;
  totalAmount: number;
  taxFreeAmount: number;
  vatAmount: number;
  reason: string;
  requestedAt: string;
  cancelledAt: string;
  refundAccount?: unknown;
}

export interface FakePayment {
  id: string;
  status: FakeStatus;
  total: number;
  currency: string;
  cancelled: number;
  transactionId: string;
  payMethod?: FakePayMethod;
  easyPayProvider?: string;
  dueDate?: string;
  virtualAccount?: { bank: string; accountNumber: string; remitteeName: string; expiredAt: string; issuedAt: string };
  failure?: { reason: string; pgCode: string; pgMessage: string };
  requestedAt: string;
  statusChangedAt: string;
  paidAt?: string;
  failedAt?: string;
  cancellations: FakeCancellation[];
}

/** What the browser SDK's requestPayment sends (the fields the fake checks). */
export interface FakePaymentRequest {
  storeId: string;
  paymentId: string;
  totalAmount: number;
  currency: string;
  payMethod: FakePayMethod;
  easyPay?: { easyPayProvider: string };
  virtualAccount?: { accountExpiry: { dueDate: string } };
}

export interface WebhookDelivery {
  body: string;
  headers: Record<string, string>;
  status: number;
  answer: string;
}

export interface Notify {
  notify?: boolean;
}

export interface SignOptions {
  secret?: string;
  /** Unix seconds (webhook-timestamp); PortOne's verifier refuses one more than 5 minutes away. */
  timestamp?: number;
  webhookId?: string;
}

export interface FakePortone {
  url: string;
  storeId: string;
  payments: Map<string, FakePayment>;
  /** Every call the fake refused, with PortOne's error type (assertions on "refused as PortOne would"). */
  refusals: { path: string; type: string }[];
  /** Where webhooks go (our shop's route); set once the shop listens. */
  webhookUrl: string;
  /** The browser SDK's requestPayment: refused (throws) for another store, amount or currency than pre-registered. */
  requestPayment(request: FakePaymentRequest): void;
  /** The payer's steps; each sends its webhook unless `notify: false` (the test then sends or replays it itself). */
  approve(paymentId: string, options?: Notify): Promise<WebhookDelivery | undefined>;
  issueVirtualAccount(paymentId: string, options?: Notify): Promise<WebhookDelivery | undefined>;
  deposit(paymentId: string, options?: Notify): Promise<WebhookDelivery | undefined>;
  decline(paymentId: string, options?: Notify): Promise<WebhookDelivery | undefined>;
  /** PortOne's own record of the amount changes (as a PG reporting another charge would): for the amount tests. */
  setTotal(paymentId: string, total: number): void;
  /** A Transaction webhook for a payment's current status, signed (by default with the right secret, now). */
  signWebhook(paymentId: string, options?: SignOptions): Pick<WebhookDelivery, 'body' | 'headers'>;
  /** signWebhook, delivered to `url` (default webhookUrl). */
  sendWebhook(paymentId: string, options?: SignOptions & { url?: string }): Promise<WebhookDelivery>;
  /** POSTs a captured delivery again, exactly (a replay). */
  replay(delivery: Pick<WebhookDelivery, 'body' | 'headers'>, url?: string): Promise<WebhookDelivery>;
  /** The next cancel is applied, but its answer is lost (the connection drops): the caller sees a network error. */
  loseNextCancelAnswer(): void;
  close(): Promise<void>;
}

/** The Standard Webhooks signature of a body: `v1,` + base64 HMAC-SHA256 with the secret's bytes after `whsec_`. */
export function signPortoneWebhook(secret: string, webhookId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${webhookId}.${timestamp}.${body}`).digest('base64')}`;
}

const WEBHOOK_TYPE: Record<FakeStatus, string> = {
  READY: 'Transaction.Ready',
  VIRTUAL_ACCOUNT_ISSUED: 'Transaction.VirtualAccountIssued',
  PAID: 'Transaction.Paid',
  FAILED: 'Transaction.Failed',
  PARTIAL_CANCELLED: 'Transaction.PartialCancelled',
  CANCELLED: 'Transaction.Cancelled',
};

const METHOD_TYPE: Record<FakePayMethod, string> = {
  CARD: 'PaymentMethodCard',
  TRANSFER: 'PaymentMethodTransfer',
  VIRTUAL_ACCOUNT: 'PaymentMethodVirtualAccount',
  MOBILE: 'PaymentMethodMobile',
  EASY_PAY: 'PaymentMethodEasyPay',
};

export async function startFakePortone(
  keys: { apiSecret: string; webhookSecret: string; storeId: string },
  options: { port?: number; payerEndpoints?: boolean } = {},
): Promise<FakePortone> {
  const payments = new Map<string, FakePayment>();
  const refusals: FakePortone['refusals'] = [];
  let loseCancelAnswer = false;
  const iso = () => new Date().toISOString();

  /** The payment as GET /payments/{id} answers it (the SDK's PaidPayment, VirtualAccountIssuedPayment, ... types). */
  function view(p: FakePayment) {
    const va = p.virtualAccount;
    const method = !p.payMethod
      ? undefined
      : p.payMethod === 'VIRTUAL_ACCOUNT'
        ? va && { type: METHOD_TYPE.VIRTUAL_ACCOUNT, accountType: 'NORMAL', ...va }
        : p.payMethod === 'EASY_PAY'
          ? { type: METHOD_TYPE.EASY_PAY, provider: p.easyPayProvider }
          : { type: METHOD_TYPE[p.payMethod] };
    return {
      status: p.status,
      id: p.id,
      transactionId: p.transactionId,
      merchantId: 'merchant-00000000-fake',
      storeId: keys.storeId,
      method,
      channel: { type: 'TEST', id: 'channel-fake', key: 'channel-key-fake', name: 'fake', pgProvider: 'TOSSPAYMENTS', pgMerchantId: 'tosstest' },
      version: 'V2',
      requestedAt: p.requestedAt,
      updatedAt: p.statusChangedAt,
      statusChangedAt: p.statusChangedAt,
      orderName: `order ${p.id}`,
      amount: {
        total: p.total,
        taxFree: 0,
        vat: Math.floor(p.total / 11),
        supply: p.total - Math.floor(p.total / 11),
        discount: 0,
        paid: p.total,
        cancelled: p.cancelled,
        cancelledTaxFree: 0,
      },
      currency: p.currency,
      customer: {},
      disputes: [],
      ...(p.paidAt ? { paidAt: p.paidAt, pgTxId: `pg-${p.transactionId}` } : {}),
      ...(p.failedAt ? { failedAt: p.failedAt, failure: p.failure } : {}),
      ...(p.cancellations.length ? { cancellations: p.cancellations, cancelledAt: p.cancellations.at(-1)?.cancelledAt } : {}),
    };
  }

  function answer(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  /** The payer in PortOne's window (browser mode): what the fake SDK script posts. */
  async function handlePayer(path: string, body: string, res: http.ServerResponse) {
    const reply = (status: number, data: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(data));
    try {
      const request = JSON.parse(body) as FakePaymentRequest;
      if (path === '/fake/deposit') await fake.deposit(request.paymentId);
      else {
        fake.requestPayment(request);
        if (path === '/fake/pay') await fake.approve(request.paymentId);
        else if (path === '/fake/issue') await fake.issueVirtualAccount(request.paymentId);
        else await fake.decline(request.paymentId);
      }
      reply(200, { paymentId: request.paymentId, txId: payments.get(request.paymentId)?.transactionId });
    } catch (error) {
      reply(400, { code: 'FAILURE_TYPE_PG', message: String(error) });
    }
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (options.payerEndpoints && req.method === 'POST' && /^\/fake\/(pay|decline|issue|deposit)$/.test(path)) return void handlePayer(path, body, res);
    const refuse = (status: number, type: string, message: string) => {
      refusals.push({ path, type });
      answer(res, status, { type, message });
    };
    if (req.headers.authorization !== `PortOne ${keys.apiSecret}`) return refuse(401, 'UNAUTHORIZED', '인증 정보가 올바르지 않습니다.');
    const match = /^\/payments\/([^/]+)(\/pre-register|\/cancel)?$/.exec(path);
    if (!match) return refuse(404, 'NOT_FOUND', 'no such path');
    const paymentId = decodeURIComponent(match[1] ?? '');
    const action = match[2] ?? '';
    let input: Record<string, unknown> = {};
    if (req.method === 'POST') {
      try {
        input = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return refuse(400, 'INVALID_REQUEST', 'body is not JSON');
      }
    }
    const storeId = req.method === 'GET' ? url.searchParams.get('storeId') : input.storeId;
    if (storeId != null && storeId !== keys.storeId) return refuse(403, 'FORBIDDEN', 'store not accessible');
    const payment = payments.get(paymentId);

    if (req.method === 'POST' && action === '/pre-register') {
      if (paymentId.length > 40) return refuse(400, 'INVALID_REQUEST', 'paymentId too long');
      if (!Number.isSafeInteger(input.totalAmount) || (input.totalAmount as number) < 1 || typeof input.currency !== 'string')
        return refuse(400, 'INVALID_REQUEST', 'totalAmount / currency');
      if (payment && payment.status !== 'READY') return refuse(409, 'ALREADY_PAID', '결제가 이미 완료되었습니다.');
      const now = iso();
      payments.set(paymentId, {
        id: paymentId,
        status: 'READY',
        total: input.totalAmount as number,
        currency: input.currency,
        cancelled: 0,
        transactionId: `tx-${randomBytes(8).toString('hex')}`,
        requestedAt: now,
        statusChangedAt: now,
        cancellations: [],
      });
      return answer(res, 200, {});
    }
    if (!payment) return refuse(404, 'PAYMENT_NOT_FOUND', '결제 건이 존재하지 않습니다.');
    if (req.method === 'GET' && action === '') return answer(res, 200, view(payment));
    if (req.method === 'POST' && action === '/cancel') return cancel(payment, input, res, refuse);
    return refuse(404, 'NOT_FOUND', 'no such path');
  }

  function cancel(
    payment: FakePayment,
    input: Record<string, unknown>,
    res: http.ServerResponse,
    refuse: (status: number, type: string, message: string) => void,
  ) {
    if (payment.status === 'CANCELLED') return refuse(409, 'PAYMENT_ALREADY_CANCELLED', '결제가 이미 취소되었습니다.');
    if (payment.status !== 'PAID' && payment.status !== 'PARTIAL_CANCELLED') return refuse(409, 'PAYMENT_NOT_PAID', '결제가 완료되지 않았습니다.');
    if (typeof input.reason !== 'string' || !input.reason) return refuse(400, 'INVALID_REQUEST', 'reason is required');
    const cancellable = payment.total - payment.cancelled;
    // "본 취소 요청 이전의 취소 가능 잔액으로써, 값을 입력하면 잔액이 일치하는 경우에만 취소가 진행됩니다."
    if (input.currentCancellableAmount !== undefined && input.currentCancellableAmount !== cancellable)
      return refuse(409, 'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN', '취소 가능 잔액 검증에 실패했습니다.');
    const amount = input.amount === undefined ? cancellable : input.amount;
    if (!Number.isSafeInteger(amount) || (amount as number) < 1) return refuse(400, 'INVALID_REQUEST', 'amount');
    if ((amount as number) > cancellable) return refuse(409, 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT', '결제 취소 금액이 취소 가능 금액을 초과했습니다.');
    // A virtual account's deposit goes back to a bank account the merchant names (계좌 환불).
    if (payment.payMethod === 'VIRTUAL_ACCOUNT' && !input.refundAccount) return refuse(400, 'INVALID_REQUEST', '가상계좌 환불에는 환불 계좌가 필요합니다.');
    const now = iso();
    const cancellation: FakeCancellation = {
      status: 'SUCCEEDED',
      id: `cancel-${randomBytes(6).toString('hex')}`,
      totalAmount: amount as number,
      taxFreeAmount: 0,
      vatAmount: Math.floor((amount as number) / 11),
      reason: input.reason,
      requestedAt: now,
      cancelledAt: now,
      ...(input.refundAccount ? { refundAccount: input.refundAccount } : {}),
    };
    payment.cancellations.push(cancellation);
    payment.cancelled += amount as number;
    payment.status = payment.cancelled >= payment.total ? 'CANCELLED' : 'PARTIAL_CANCELLED';
    payment.statusChangedAt = now;
    if (loseCancelAnswer) {
      loseCancelAnswer = false;
      res.socket?.destroy();
      return;
    }
    const { refundAccount: _account, ...shown } = cancellation;
    answer(res, 200, { cancellation: shown });
  }

  const server = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  }, options.port);

  async function post(url: string, body: string, headers: Record<string, string>): Promise<WebhookDelivery> {
    const response = await fetch(url, { method: 'POST', headers, body });
    return { body, headers, status: response.status, answer: await response.text() };
  }

  const fake: FakePortone = {
    url: server.origin,
    storeId: keys.storeId,
    payments,
    refusals,
    webhookUrl: '',
    requestPayment(request) {
      const payment = payments.get(request.paymentId);
      if (request.storeId !== keys.storeId) throw new Error('PortOne (fake): unknown storeId');
      if (!payment || payment.status !== 'READY') throw new Error('PortOne (fake): the payment was not pre-registered or is not payable');
      const currency = request.currency.replace(/^CURRENCY_/, '');
      // 사전 등록: the pre-registered amount and currency are the only ones PortOne takes for this paymentId.
      if (request.totalAmount !== payment.total || currency !== payment.currency)
        throw new Error('PortOne (fake): amount or currency differs from the pre-registered payment');
      payment.payMethod = request.payMethod;
      payment.easyPayProvider = request.easyPay?.easyPayProvider;
      payment.dueDate = request.virtualAccount?.accountExpiry.dueDate;
    },
    async approve(paymentId, { notify = true } = {}) {
      const payment = find(paymentId);
      if (payment.payMethod === 'VIRTUAL_ACCOUNT') throw new Error('a virtual account is paid by deposit()');
      move(payment, 'PAID');
      return notify ? fake.sendWebhook(paymentId) : undefined;
    },
    async issueVirtualAccount(paymentId, { notify = true } = {}) {
      const payment = find(paymentId);
      const now = iso();
      payment.virtualAccount = {
        bank: 'KOOKMIN',
        accountNumber: `9${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e4)).padStart(4, '0')}`,
        remitteeName: 'CardGrade',
        expiredAt: payment.dueDate ?? new Date(Date.now() + 72 * 3_600_000).toISOString(),
        issuedAt: now,
      };
      move(payment, 'VIRTUAL_ACCOUNT_ISSUED');
      return notify ? fake.sendWebhook(paymentId) : undefined;
    },
    async deposit(paymentId, { notify = true } = {}) {
      const payment = find(paymentId);
      if (payment.status !== 'VIRTUAL_ACCOUNT_ISSUED') throw new Error('no issued virtual account to deposit into');
      move(payment, 'PAID');
      return notify ? fake.sendWebhook(paymentId) : undefined;
    },
    async decline(paymentId, { notify = true } = {}) {
      const payment = find(paymentId);
      payment.failure = { reason: '카드 한도 초과', pgCode: 'REJECT_CARD_COMPANY', pgMessage: '한도초과' };
      move(payment, 'FAILED');
      return notify ? fake.sendWebhook(paymentId) : undefined;
    },
    setTotal(paymentId, total) {
      find(paymentId).total = total;
    },
    signWebhook(paymentId, { secret = keys.webhookSecret, timestamp = Math.floor(Date.now() / 1000), webhookId } = {}) {
      const payment = find(paymentId);
      const body = JSON.stringify({
        type: WEBHOOK_TYPE[payment.status],
        timestamp: payment.statusChangedAt,
        data: { paymentId, storeId: keys.storeId, transactionId: payment.transactionId },
      });
      const id = webhookId ?? `msg_${randomBytes(12).toString('hex')}`;
      const headers = {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signPortoneWebhook(secret, id, timestamp, body),
      };
      return { body, headers };
    },
    sendWebhook(paymentId, { url, ...options } = {}) {
      const { body, headers } = fake.signWebhook(paymentId, options);
      return post(url ?? fake.webhookUrl, body, headers);
    },
    replay(delivery, url) {
      return post(url ?? fake.webhookUrl, delivery.body, delivery.headers);
    },
    loseNextCancelAnswer() {
      loseCancelAnswer = true;
    },
    close: server.close,
  };

  function find(paymentId: string): FakePayment {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`The fake PortOne has no payment ${paymentId} (was it pre-registered?)`);
    return payment;
  }

  function move(payment: FakePayment, status: FakeStatus) {
    const now = iso();
    payment.status = status;
    payment.statusChangedAt = now;
    if (status === 'PAID') payment.paidAt = now;
    if (status === 'FAILED') payment.failedAt = now;
  }

  return fake;
}
