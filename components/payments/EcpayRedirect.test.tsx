// The step before ECPay's payment page (docs/decisions/0037-ecpay.md "Wiring"): the signed form is posted once by
// itself; a member who comes back to the tab (Back from ECPay, a reload, the back/forward cache) is not made to post the
// same trade number again — ECPay refuses a second one — but sent to their order's pay section, in their language.
import { act, render, screen } from '@testing-library/react';
import type { CheckoutForm } from '@/lib/server/payments/ecpay/checkout-form';
import { EcpayRedirect } from './EcpayRedirect';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));

const FORM = {
  action: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
  fields: { MerchantID: '3002607', MerchantTradeNo: 'CG1A2B3C4D5E6F7', TotalAmount: '1450', CheckMacValue: 'ABC' },
} as unknown as CheckoutForm;

let submits: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  submits = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});
afterEach(() => submits.mockRestore());

test('the first visit posts the signed form by itself, once, and the tab remembers the trade', () => {
  render(<EcpayRedirect orderNumber="G261129000001" form={FORM} />);
  expect(submits).toHaveBeenCalledTimes(1);
  const form = screen.getByRole('button', { name: 'ecpay.continue' }).closest('form')!;
  expect(form).toHaveAttribute('action', FORM.action);
  expect(form.querySelector('input[name="MerchantTradeNo"]')).toHaveValue('CG1A2B3C4D5E6F7');
  expect(window.sessionStorage.getItem('ecpay-posted:CG1A2B3C4D5E6F7')).toBe('1');
});

test('coming back to a trade already posted: nothing is posted again; the way to pay again is the order page', () => {
  window.sessionStorage.setItem('ecpay-posted:CG1A2B3C4D5E6F7', '1');
  render(<EcpayRedirect orderNumber="G261129000001" form={FORM} />);
  expect(submits).not.toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: 'ecpay.continue' })).not.toBeInTheDocument();
  expect(screen.getByText(/ecpay\.returned .*G261129000001/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ecpay.toOrder' })).toHaveAttribute('href', '/en/account/orders/G261129000001#pay');
});

test('a page restored from the back/forward cache learns it was posted and offers the order page instead', () => {
  render(<EcpayRedirect orderNumber="G261129000001" form={FORM} />);
  expect(submits).toHaveBeenCalledTimes(1);
  act(() => {
    window.dispatchEvent(new Event('pageshow'));
  });
  expect(screen.getByRole('link', { name: 'ecpay.toOrder' })).toBeInTheDocument();
  expect(submits).toHaveBeenCalledTimes(1);
});

test('hydrating a server-rendered page of a trade already posted posts nothing (the first render is the server’s)', async () => {
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<EcpayRedirect orderNumber="G261129000001" form={FORM} />);
  document.body.append(container);
  window.sessionStorage.setItem('ecpay-posted:CG1A2B3C4D5E6F7', '1');
  await act(async () => {
    hydrateRoot(container, <EcpayRedirect orderNumber="G261129000001" form={FORM} />);
  });
  expect(submits).not.toHaveBeenCalled();
  expect(container.querySelector('a[href="/en/account/orders/G261129000001#pay"]')).not.toBeNull();
  container.remove();
});
