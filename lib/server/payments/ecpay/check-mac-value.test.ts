/** @jest-environment node */
import { checkMacSource, checkMacValue, ecpayUrlEncode, signEcpayParams, verifyCheckMacValue } from './check-mac-value';

// The public test merchant 3002607's keys, as the documentation prints them (https://developers.ecpay.com.tw/?p=2902).
const STAGE = { hashKey: 'pwFHCqoQZGmho4w6', hashIV: 'EkRm7iFT261dpevs' };

// The worked example of 「檢查碼機制」 (https://developers.ecpay.com.tw/?p=2902), in the document's own (unsorted) order.
const DOC_PARAMS = {
  TradeDesc: '促銷方案',
  PaymentType: 'aio',
  MerchantTradeDate: '2023/03/12 15:30:23',
  MerchantTradeNo: 'ecpay20230312153023',
  MerchantID: '3002607',
  ReturnURL: 'https://www.ecpay.com.tw/receive.php',
  ItemName: 'Apple iphone 15',
  TotalAmount: '30000',
  ChoosePayment: 'ALL',
  EncryptType: '1',
};

test("the document's worked example, step (4): the sorted, wrapped, encoded, lower-cased string", () => {
  expect(checkMacSource(DOC_PARAMS, STAGE)).toBe(
    'hashkey%3dpwfhcqoqzgmho4w6%26choosepayment%3dall%26encrypttype%3d1%26itemname%3dapple+iphone+15%26merchantid%3d3002607' +
      '%26merchanttradedate%3d2023%2f03%2f12+15%3a30%3a23%26merchanttradeno%3decpay20230312153023%26paymenttype%3daio' +
      '%26returnurl%3dhttps%3a%2f%2fwww.ecpay.com.tw%2freceive.php%26totalamount%3d30000' +
      '%26tradedesc%3d%e4%bf%83%e9%8a%b7%e6%96%b9%e6%a1%88%26hashiv%3dekrm7ift261dpevs',
  );
});

test("the document's worked example, step (6): its CheckMacValue", () => {
  expect(checkMacValue(DOC_PARAMS, STAGE)).toBe('6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840');
});

test('the MD5 worked example of 「檢查碼機制」 (e-invoice, https://developers.ecpay.com.tw/?p=38242): same steps, other hash', () => {
  const params = {
    RtnCode: '1',
    RtnMsg: '',
    IA_Allow_No: '1909181313013546',
    IA_Invoice_No: 'UV11100019',
    IA_Date: '2019-09-18 13:13:23',
    IIS_Remain_Allowance_Amt: '0',
  };
  expect(checkMacValue(params, { hashKey: 'ejCk326UnaZWKisg', hashIV: 'q9jcZX8Ib9LM8wYk' }, 'md5')).toBe('50A276E71DAE26343013958B405EEEA0');
});

// The .NET column of the URLEncode table (https://support.ecpay.com.tw/16692).
test.each([
  [' ', '+'],
  ['-', '-'],
  ['_', '_'],
  ['.', '.'],
  ['!', '!'],
  ['*', '*'],
  ['(', '('],
  [')', ')'],
  ['~', '%7e'],
  ["'", '%27'],
  ['@', '%40'],
  ['#', '%23'],
  ['$', '%24'],
  ['%', '%25'],
  ['^', '%5E'],
  ['&', '%26'],
  ['=', '%3D'],
  ['+', '%2B'],
  [';', '%3B'],
  ['?', '%3F'],
  ['/', '%2F'],
  ['\\', '%5C'],
  ['<', '%3C'],
  ['>', '%3E'],
  ['`', '%60'],
  ['[', '%5B'],
  [']', '%5D'],
  ['{', '%7B'],
  ['}', '%7D'],
  [':', '%3A'],
  ['"', '%22'],
  [',', '%2C'],
  ['|', '%7C'],
  ['鑑定', '%E9%91%91%E5%AE%9A'],
])('%j is encoded as %j', (raw, encoded) => {
  expect(ecpayUrlEncode(raw).toLowerCase()).toBe(encoded.toLowerCase());
});

test.each([
  ['Chinese item names', { ItemName: '寶可夢卡牌鑑定 x 2#運費' }],
  ['spaces and symbols', { ItemName: 'Card (PSA-10) *mint*! v1.0_a', TradeDesc: "it's ~ok~" }],
  ['names that sort differently by case', { b: '1', A: '2', a_b: '3', AB: '4' }],
  ['quotes and backslashes the SDK mishandles', { ItemName: 'a "b" \\c' }],
])('%s: a signed set verifies, and any change to a value or a name breaks it', (_label, params: Record<string, string>) => {
  const signed = signEcpayParams(params, STAGE);
  expect(verifyCheckMacValue(signed, STAGE)).toBe(true);
  for (const name of Object.keys(params)) {
    expect(verifyCheckMacValue({ ...signed, [name]: `${params[name]}x` }, STAGE)).toBe(false);
  }
  expect(verifyCheckMacValue({ ...signed, Extra: '1' }, STAGE)).toBe(false);
  expect(verifyCheckMacValue(signed, { ...STAGE, hashIV: 'another-iv-value' })).toBe(false);
});

test('the order of the parameters as given does not matter; the case of the hex does not either', () => {
  const signed = signEcpayParams(DOC_PARAMS, STAGE);
  const reversed = Object.fromEntries(Object.entries(signed).reverse());
  expect(verifyCheckMacValue(reversed, STAGE)).toBe(true);
  expect(verifyCheckMacValue({ ...signed, CheckMacValue: String(signed.CheckMacValue).toLowerCase() }, STAGE)).toBe(true);
});

test('a missing, short, non-hex or oversized CheckMacValue is refused without throwing', () => {
  const signed = signEcpayParams(DOC_PARAMS, STAGE);
  for (const bad of [undefined, '', 'ABC', String(signed.CheckMacValue).slice(1), `${signed.CheckMacValue}00`, 'Z'.repeat(64), 'x'.repeat(10_000)]) {
    expect(verifyCheckMacValue({ ...signed, CheckMacValue: bad as string }, STAGE)).toBe(false);
  }
});
