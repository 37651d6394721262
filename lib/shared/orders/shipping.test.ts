import { ShippingMethod } from '@/lib/server/db/generated/enums';
import { problems } from '@/tests/helpers/order-schema';
import { buildDeliveryRows } from '../pricing-display';
import { ORDER_ERRORS as E } from '../schemas/order/errors';
import { shippingStepSchema } from '../schemas/order/steps';
import { SHIPPING_METHODS } from './shipping';

test('every shipping method of the schema, in the order the form and the pricing page offer them', () => {
  expect(SHIPPING_METHODS).toEqual(['SELF_SHIPPING', 'BRG_SHIPPING', 'QUICK', 'VISIT']);
  expect([...SHIPPING_METHODS].sort()).toEqual(Object.values(ShippingMethod).sort());
});

test('the shipping step accepts each method and nothing else', async () => {
  for (const shippingMethod of SHIPPING_METHODS) expect(await problems(shippingStepSchema, { shippingMethod, shippingAddressId: 1 })).toEqual({});
  expect(await problems(shippingStepSchema, { shippingMethod: 'DRONE', shippingAddressId: 1 })).toEqual({ shippingMethod: [E.shippingMethodRequired] });
});

test('the pricing page lists delivery costs in the same order, whatever order the policy keeps them in', () => {
  const deliveryCosts = [...SHIPPING_METHODS].reverse().map((shippingMethod, index) => ({ shippingMethod, amount: index * 10 }));
  const rows = buildDeliveryRows({
    currency: 'TWD',
    autoGradingSurcharge: 0,
    jejuSurcharge: 0,
    reholderDefaultPrice: 0,
    services: [],
    categories: [],
    deliveryCosts,
  });
  expect(rows.map((row) => row.shippingMethod)).toEqual([...SHIPPING_METHODS]);
});
