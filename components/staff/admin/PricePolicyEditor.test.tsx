// The price policy editor with a mocked API: the chosen currency's form, the shared schema's messages before any
// call, the body sent (minor units, the expected updatedAt), and a stale form replaced by the fresh prices.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, api } from '@/lib/client/api';
import { ADMIN_PRICE_POLICIES_KEY, useAdminPricePolicies } from '@/hooks/useAdminPricePolicies';
import type { AdminPricePolicies, AdminPricePolicy } from '@/lib/shared/admin/views';
import { PricePolicyEditor } from './PricePolicyEditor';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { put: jest.fn(), get: jest.fn() },
}));

const put = api.put as jest.Mock;

function policy(currency: 'TWD' | 'USD', reg: number, updatedAt: string): AdminPricePolicy {
  return {
    currency,
    updatedAt,
    autoGradingSurcharge: 100,
    jejuSurcharge: 0,
    reholderDefaultPrice: 250,
    services: [
      { serviceName: 'REG', amount: reg, businessDays: 15 },
      { serviceName: 'EXP', amount: 900, businessDays: 5 },
      { serviceName: 'BULK', amount: 470, businessDays: 30 },
      { serviceName: 'REHOLDER', amount: 250, businessDays: 10 },
      { serviceName: 'QUICK_SUBMISSION', amount: 50, businessDays: null },
    ],
    categories: (['POKEMON', 'YUGIOH', 'ETC_TCG', 'SPORTS', 'ETC'] as const).map((category) => ({ category, amount: 0 })),
    deliveryCosts: [
      { shippingMethod: 'SELF_SHIPPING', amount: 150 },
      { shippingMethod: 'BRG_SHIPPING', amount: 250 },
      { shippingMethod: 'QUICK', amount: 400 },
      { shippingMethod: 'VISIT', amount: 0 },
    ],
  };
}

const DATA: AdminPricePolicies = {
  policies: [
    { currency: 'TWD', policy: policy('TWD', 650, '2026-11-24T01:00:00.000Z') },
    { currency: 'USD', policy: null },
    { currency: 'KRW', policy: null },
  ],
};

function Page() {
  const { data } = useAdminPricePolicies(DATA);
  return data ? <PricePolicyEditor data={data} initialCurrency="TWD" /> : null;
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  client.setQueryData(ADMIN_PRICE_POLICIES_KEY, DATA);
  render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
}

const regField = () => document.getElementById('price-TWD-services-0-amount') as HTMLInputElement;
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /prices\.save/ })));

beforeEach(() => put.mockReset());

test('shows the stored prices with how the storefront prints them', () => {
  show();
  expect(regField().value).toBe('650');
  expect(screen.getAllByText('NT$650').length).toBeGreaterThan(0);
});

test('a wrong amount is refused in the browser with the schema message; nothing is sent', async () => {
  show();
  fireEvent.change(regField(), { target: { value: '-5' } });
  await save();
  expect(await screen.findByText('admin:validation.amount')).toBeInTheDocument();
  expect(put).not.toHaveBeenCalled();
});

test('a save sends the whole policy in minor units with the expected updatedAt', async () => {
  put.mockResolvedValue(policy('TWD', 700, '2026-11-24T02:00:00.000Z'));
  show();
  fireEvent.change(regField(), { target: { value: '700' } });
  await save();
  await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
  const [url, body] = put.mock.calls[0] as [string, { services: { amount: number }[]; expectedUpdatedAt: string }];
  expect(url).toBe('/api/admin/price-policy/TWD');
  expect(body.expectedUpdatedAt).toBe('2026-11-24T01:00:00.000Z');
  expect(body.services[0]).toEqual({ serviceName: 'REG', amount: 700, businessDays: 15 });
  expect(await screen.findByText('prices.saved')).toBeInTheDocument();
  expect(regField().value).toBe('700');
});

test('a stale form: the conflict message, and the form shows the fresh prices', async () => {
  put.mockRejectedValue(new ApiError('CONFLICT', 'changed', 409, [], policy('TWD', 680, '2026-11-24T03:00:00.000Z'), 'admin:errors.policyChanged'));
  show();
  fireEvent.change(regField(), { target: { value: '700' } });
  await save();
  expect(await screen.findByText('admin:errors.policyChanged')).toBeInTheDocument();
  await waitFor(() => expect(regField().value).toBe('680'));
});
