// A fake ECPay AIO gateway for the adapter's tests (node:http on an ephemeral port), written from ECPay's public
// documentation (docs/decisions/0037-ecpay.md): the same paths, form fields, CheckMacValue and answers.
//   POST /Cashier/AioCheckOut/V5    the browser's signed form: a wrong CheckMacValue gets ECPay's error page
//                                   "CheckMacValue Error" (10200073); otherwise the trade is stored, unpaid.
//   POST /Cashier/QueryTradeInfo/V5 signed form answer: TradeStatus 0 unpaid, 1 paid, 10200095 failed (p=2890).
//   POST /CreditDetail/DoAction     Action=R refunds up to what is left of a paid card trade: RtnCode=1, or an error
//                                   RtnCode with RtnMsg (p=9242).
// The test drives the payer: pay() POSTs the signed ReturnURL notification and, like ECPay, sends it again while
// the answer is not exactly `1|OK` (p=2878); issuePaymentInfo() POSTs the ATM/CVS PaymentInfoURL notification.
// For the browser journeys (tests/e2e/payments, started by tests/e2e/support/fake-ecpay-main.ts) the checkout answers
// a payer's page instead, as ECPay's does: a card is paid or declined with a button, an ATM account or store code is
// issued at once and shown; the result page links "返回商店" to the shop's ClientBackURL. Those buttons post to the
// fake's own /Fake/* paths (not ECPay's API); /Fake/Deposit is the bank or the store's cashier taking the money.
import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type EcpayKeys, type EcpayParams, signEcpayParams, verifyCheckMacValue } from '@/lib/server/payments/ecpay/check-mac-value';
import { encodeFormBody, parseFormBody } from '@/lib/server/payments/ecpay/form-body';
import { formatTaiwanTime } from '@/lib/server/payments/ecpay/taiwan-time';

export interface FakeTrade {
  fields: EcpayParams;
  tradeNo: string;
  status: 'UNPAID' | 'PAID' | 'FAILED';
  paymentType: string;
  paidAt?: Date;
  refunded: number;
}

export interface Delivery {
  url: string;
  body: string;
  answers: string[];
}

export interface FakeEcpay {
  url: string;
  trades: Map<string, FakeTrade>;
  /** Every body the fake's endpoints refused, with why (assertions on "refused exactly as ECPay would"). */
  refusals: { path: string; reason: string }[];
  /** Pays a trade and delivers its signed ReturnURL notification; `change` alters the notification's fields. */
  pay(merchantTradeNo: string, options?: { rtnCode?: string; change?: Partial<EcpayParams>; url?: string }): Promise<Delivery>;
  /** Issues the ATM account or CVS code and delivers the signed PaymentInfoURL notification. */
  issuePaymentInfo(merchantTradeNo: string, options?: { url?: string }): Promise<Delivery>;
  /** The next DoAction answers this error instead of refunding. */
  failNextRefund(rtnCode: string, rtnMsg: string): void;
  /** The next DoAction refunds, then its answer is lost (the connection drops): what a retry must not repeat. */
  loseNextRefundAnswer(): void;
  close(): Promise<void>;
}

export const CHECK_MAC_ERROR = '10200073';

export async function startFakeEcpay(
  merchant: EcpayKeys & { merchantId: string },
  options: { retries?: number; retryDelayMs?: number; port?: number; payerPages?: boolean } = {},
): Promise<FakeEcpay> {
  const trades = new Map<string, FakeTrade>();
  const refusals: FakeEcpay['refusals'] = [];
  const retries = options.retries ?? 4;
  const retryDelayMs = options.retryDelayMs ?? 5;
  let nextRefundError: { rtnCode: string; rtnMsg: string } | null = null;
  let loseRefundAnswer = false;
  const sign = (fields: EcpayParams) => signEcpayParams(fields, merchant);

  function answerForm(res: http.ServerResponse, fields: EcpayParams) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(encodeFormBody(fields));
  }

  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  function payerPage(res: http.ServerResponse, title: string, body: string) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title></head>` +
        `<body><main><p>ECPay 綠界科技 (fake)</p><h1>${escape(title)}</h1>${body}</main></body></html>`,
    );
  }
  const button = (path: string, tradeNo: string, label: string) =>
    `<form method="post" action="${path}"><input type="hidden" name="MerchantTradeNo" value="${escape(tradeNo)}"><button type="submit">${escape(label)}</button></form>`;
  const backLink = (trade: FakeTrade) => `<p><a href="${escape(trade.fields.ClientBackURL ?? '/')}">返回商店 Back to the shop</a></p>`;
  const summary = (trade: FakeTrade) =>
    `<dl><dt>MerchantTradeNo</dt><dd>${escape(trade.fields.MerchantTradeNo ?? '')}</dd><dt>TotalAmount</dt><dd data-testid="ecpay-amount">NT$${escape(trade.fields.TotalAmount ?? '')}</dd></dl>`;

  /** The payer's page after a valid checkout form (browser mode). */
  async function showCheckout(res: http.ServerResponse, trade: FakeTrade) {
    const tradeNo = trade.fields.MerchantTradeNo ?? '';
    if (trade.fields.ChoosePayment === 'Credit') {
      return payerPage(
        res,
        '信用卡付款 Credit card',
        summary(trade) + button('/Fake/Pay', tradeNo, '付款 Pay') + button('/Fake/Decline', tradeNo, '拒絕 Decline'),
      );
    }
    const delivery = await api.issuePaymentInfo(tradeNo);
    const info = parseFormBody(delivery.body) ?? {};
    const code = info.PaymentNo ?? `${info.BankCode ?? ''} ${info.vAccount ?? ''}`;
    return payerPage(
      res,
      trade.fields.ChoosePayment === 'CVS' ? '超商代碼繳費 Convenience-store code' : 'ATM 轉帳 ATM transfer',
      `${summary(trade)}<p>繳費代碼 Code: <strong data-testid="ecpay-code">${escape(code)}</strong></p><p>期限 Deadline: ${escape(info.ExpireDate ?? '')}</p>${backLink(trade)}`,
    );
  }

  /** The payer's buttons and the money arriving at the bank or store (browser mode). */
  async function handlePayer(path: string, fields: EcpayParams, res: http.ServerResponse) {
    const trade = trades.get(fields.MerchantTradeNo ?? '');
    if (!trade) return payerPage(res, 'Trade not found', '');
    const tradeNo = trade.fields.MerchantTradeNo ?? '';
    if (path === '/Fake/Pay' || path === '/Fake/Deposit') {
      await api.pay(tradeNo);
      return payerPage(res, '交易成功 Payment complete', summary(trade) + backLink(trade));
    }
    await api.pay(tradeNo, { rtnCode: '10100058' });
    return payerPage(res, '交易失敗 Payment failed', summary(trade) + backLink(trade));
  }

  function handle(path: string, fields: EcpayParams, res: http.ServerResponse) {
    if (path.startsWith('/Fake/')) return void handlePayer(path, fields, res).catch((error) => res.writeHead(500).end(String(error)));
    const refuse = (reason: string, status = 200) => {
      refusals.push({ path, reason });
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(reason);
    };
    if (!verifyCheckMacValue(fields, merchant)) {
      refusals.push({ path, reason: 'CheckMacValue Error' });
      if (path === '/CreditDetail/DoAction') return answerForm(res, { RtnCode: CHECK_MAC_ERROR, RtnMsg: 'CheckMacValue Error' });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<html><body>${CHECK_MAC_ERROR} CheckMacValue Error</body></html>`);
    }
    if (fields.MerchantID !== merchant.merchantId) return refuse('MerchantID Error');
    const trade = trades.get(fields.MerchantTradeNo ?? '');
    if (path === '/Cashier/AioCheckOut/V5') {
      const required = [
        'MerchantTradeNo',
        'MerchantTradeDate',
        'PaymentType',
        'TotalAmount',
        'TradeDesc',
        'ItemName',
        'ReturnURL',
        'ChoosePayment',
        'EncryptType',
      ];
      const missing = required.find((name) => !fields[name]);
      if (missing) return refuse(`${missing} Error`);
      if (!/^[A-Za-z0-9]{1,20}$/.test(fields.MerchantTradeNo ?? '')) return refuse('MerchantTradeNo Error');
      if (!/^[1-9]\d*$/.test(fields.TotalAmount ?? '')) return refuse('TotalAmount Error');
      if (trade) return refuse('MerchantTradeNo is duplicate');
      const paymentType = { Credit: 'Credit_CreditCard', ATM: 'ATM_TAISHIN', CVS: 'CVS_CVS' }[fields.ChoosePayment ?? ''] ?? 'Credit_CreditCard';
      const created: FakeTrade = {
        fields,
        tradeNo: `26${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e5)).padStart(5, '0')}`,
        status: 'UNPAID',
        paymentType,
        refunded: 0,
      };
      trades.set(fields.MerchantTradeNo ?? '', created);
      if (options.payerPages) return void showCheckout(res, created).catch((error) => res.writeHead(500).end(String(error)));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<html><body>ECPay (fake) payment page for ${fields.MerchantTradeNo}</body></html>`);
    }
    if (path === '/Cashier/QueryTradeInfo/V5') {
      if (Math.abs(Date.now() / 1000 - Number(fields.TimeStamp)) > 180) return refuse('TimeStamp Error');
      if (!trade) return refuse('Trade not found');
      const status = { UNPAID: '0', PAID: '1', FAILED: '10200095' }[trade.status];
      return answerForm(
        res,
        sign({
          MerchantID: merchant.merchantId,
          MerchantTradeNo: fields.MerchantTradeNo ?? '',
          StoreID: '',
          TradeNo: trade.tradeNo,
          TradeAmt: trade.fields.TotalAmount ?? '0',
          PaymentDate: trade.paidAt ? formatTaiwanTime(trade.paidAt) : '',
          PaymentType: trade.paymentType,
          HandlingCharge: '0',
          PaymentTypeChargeFee: '0',
          TradeDate: trade.fields.MerchantTradeDate ?? '',
          TradeStatus: status,
          ItemName: trade.fields.ItemName ?? '',
          CustomField1: '',
          CustomField2: '',
          CustomField3: '',
          CustomField4: '',
        }),
      );
    }
    if (path === '/CreditDetail/DoAction') {
      const error = (rtnCode: string, rtnMsg: string) =>
        answerForm(res, {
          MerchantID: merchant.merchantId,
          MerchantTradeNo: fields.MerchantTradeNo ?? '',
          TradeNo: fields.TradeNo ?? '',
          RtnCode: rtnCode,
          RtnMsg: rtnMsg,
        });
      if (nextRefundError) {
        const { rtnCode, rtnMsg } = nextRefundError;
        nextRefundError = null;
        return error(rtnCode, rtnMsg);
      }
      if (!trade || trade.tradeNo !== fields.TradeNo) return error('10200047', 'Cant not find the trade data.');
      if (fields.Action !== 'R') return error('10200115', 'Action Error');
      if (trade.status !== 'PAID' || !trade.paymentType.startsWith('Credit')) return error('10200050', 'Trade status error.');
      const amount = Number(fields.TotalAmount);
      if (!Number.isSafeInteger(amount) || amount < 1 || trade.refunded + amount > Number(trade.fields.TotalAmount))
        return error('10200051', 'Refund amount error.');
      trade.refunded += amount;
      if (loseRefundAnswer) {
        loseRefundAnswer = false;
        res.socket?.destroy();
        return;
      }
      return error('1', '');
    }
    return refuse('Not Found', 404);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const fields = req.method === 'POST' ? parseFormBody(Buffer.concat(chunks).toString('utf8')) : null;
      if (!fields) {
        refusals.push({ path, reason: 'not a form post' });
        res.writeHead(400).end('Bad Request');
        return;
      }
      handle(path, fields, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** POSTs a signed notification until the answer is exactly 1|OK, as ECPay does (p=2878), `retries` times at most. */
  async function deliver(target: string, fields: EcpayParams): Promise<Delivery> {
    const body = encodeFormBody(sign(fields));
    const delivery: Delivery = { url: target, body, answers: [] };
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      try {
        const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
        const text = await response.text();
        delivery.answers.push(text);
        if (text === '1|OK') break;
      } catch (error) {
        delivery.answers.push(`network: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    }
    return delivery;
  }

  const find = (merchantTradeNo: string) => {
    const trade = trades.get(merchantTradeNo);
    if (!trade) throw new Error(`The fake ECPay has no trade ${merchantTradeNo} (was the checkout form posted?)`);
    return trade;
  };
  const head = (trade: FakeTrade) => ({
    MerchantID: merchant.merchantId,
    MerchantTradeNo: trade.fields.MerchantTradeNo ?? '',
    StoreID: '',
    TradeNo: trade.tradeNo,
    TradeAmt: trade.fields.TotalAmount ?? '0',
    PaymentType: trade.paymentType,
    TradeDate: trade.fields.MerchantTradeDate ?? '',
  });

  const api: FakeEcpay = {
    url,
    trades,
    refusals,
    async pay(merchantTradeNo, { rtnCode = '1', change = {}, url: target } = {}) {
      const trade = find(merchantTradeNo);
      trade.status = rtnCode === '1' ? 'PAID' : 'FAILED';
      trade.paidAt = new Date();
      const fields: EcpayParams = {
        ...head(trade),
        RtnCode: rtnCode,
        RtnMsg: rtnCode === '1' ? '交易成功' : '授權失敗',
        PaymentDate: formatTaiwanTime(trade.paidAt),
        PaymentTypeChargeFee: '0',
        SimulatePaid: '0',
        CustomField1: '',
        CustomField2: '',
        CustomField3: '',
        CustomField4: '',
      };
      for (const [name, value] of Object.entries(change)) if (value !== undefined) fields[name] = value;
      return deliver(target ?? trade.fields.ReturnURL ?? '', fields);
    },
    async issuePaymentInfo(merchantTradeNo, { url: target } = {}) {
      const trade = find(merchantTradeNo);
      const now = new Date();
      const fields: EcpayParams =
        trade.fields.ChoosePayment === 'CVS'
          ? {
              ...head(trade),
              RtnCode: '10100073',
              RtnMsg: 'Get CVS Code Succeeded.',
              PaymentNo: `LLL${String(randomInt(1e8)).padStart(8, '0')}`,
              ExpireDate: formatTaiwanTime(new Date(now.getTime() + Number(trade.fields.StoreExpireDate ?? 10080) * 60_000)),
            }
          : {
              ...head(trade),
              RtnCode: '2',
              RtnMsg: 'Get VirtualAccount Succeeded',
              BankCode: '812',
              vAccount: `9103${String(randomInt(1e9)).padStart(9, '0')}${randomInt(10)}`,
              ExpireDate: formatTaiwanTime(new Date(now.getTime() + Number(trade.fields.ExpireDate ?? 3) * 86_400_000)).slice(0, 10),
            };
      return deliver(target ?? trade.fields.PaymentInfoURL ?? '', fields);
    },
    failNextRefund(rtnCode, rtnMsg) {
      nextRefundError = { rtnCode, rtnMsg };
    },
    loseNextRefundAnswer() {
      loseRefundAnswer = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return api;
}
