// The stand-in for PortOne's browser SDK script (https://cdn.portone.io/v2/browser-sdk.js) in the browser journeys:
// the tests answer that address with this script (page.route), so the app's own code path is the live one — the npm
// package @portone/browser-sdk loads "PortOne's" script and calls window.PortOne.requestPayment. Like PortOne's
// window, it shows the amount and lets the payer pay (the fake PortOne then sends its webhook), get a virtual account,
// or close it; it answers as the SDK does: { paymentId, txId } when done, { code, message } when not
// (docs/decisions/0038-portone.md, "결제 요청" https://developers.portone.io/sdk/ko/v2-sdk/payment-request).
import type { Page } from '@playwright/test';

export const PORTONE_SDK_URL = 'https://cdn.portone.io/v2/browser-sdk.js';

function script(fakeUrl: string): string {
  return `(function () {
  var FAKE = ${JSON.stringify(fakeUrl)};
  function post(path, request) {
    return fetch(FAKE + path, { method: 'POST', body: JSON.stringify(request) }).then(function (response) { return response.json(); });
  }
  window.PortOne = {
    requestPayment: function (request) {
      return new Promise(function (resolve) {
        var dialog = document.createElement('div');
        dialog.setAttribute('role', 'dialog');
        dialog.setAttribute('aria-label', 'PortOne (fake)');
        dialog.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:99999';
        var box = document.createElement('div');
        box.style.cssText = 'background:#fff;padding:24px;width:90%;max-width:340px;display:grid;gap:12px';
        var title = document.createElement('h2');
        title.textContent = 'PortOne ' + request.payMethod + (request.easyPay ? ' ' + request.easyPay.easyPayProvider : '');
        var amount = document.createElement('p');
        amount.setAttribute('data-testid', 'portone-amount');
        amount.textContent = '\\u20a9' + Number(request.totalAmount).toLocaleString('en-US');
        box.append(title, amount);
        function done(result) { dialog.remove(); resolve(result); }
        function button(label, onClick) {
          var element = document.createElement('button');
          element.type = 'button';
          element.textContent = label;
          element.onclick = onClick;
          box.append(element);
        }
        var account = request.payMethod === 'VIRTUAL_ACCOUNT';
        button(account ? '\\uac00\\uc0c1\\uacc4\\uc88c \\ubc1c\\uae09 Issue account' : '\\uacb0\\uc81c\\ud558\\uae30 Pay', function () {
          post(account ? '/fake/issue' : '/fake/pay', request).then(function (answer) {
            done(answer.code ? { code: answer.code, message: answer.message, paymentId: request.paymentId } : { paymentId: request.paymentId, txId: answer.txId, transactionType: 'PAYMENT' });
          });
        });
        button('\\ucde8\\uc18c Close', function () {
          done({ code: 'FAILURE_TYPE_PG', message: 'closed by the payer', paymentId: request.paymentId });
        });
        dialog.append(box);
        document.body.append(dialog);
      });
    },
  };
})();`;
}

/** Answers the page's requests for PortOne's script with the fake's. */
export async function useFakePortoneSdk(page: Page, fakeUrl: string): Promise<void> {
  await page.route(PORTONE_SDK_URL, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: script(fakeUrl) }));
}
