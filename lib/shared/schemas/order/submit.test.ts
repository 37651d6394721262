import { line, order, problems } from '@/tests/helpers/order-schema';
import { submitOrderSchema } from './submit';

test('a complete order passes and unknown fields (client prices) are dropped', async () => {
  const value = await submitOrderSchema.validate(order({ totalAmount: 1, lines: [{ ...line(), price: 1, amount: 1 }] }), { stripUnknown: true });
  expect(value).not.toHaveProperty('totalAmount');
  expect(value.lines[0]).not.toHaveProperty('price');
  expect(value.lines[0]).toMatchObject({ playerName: 'Pikachu', quantity: 1, casing: true, sportsType: 'ETC' });
});

test('hostile bodies are refused with keys, never thrown as something else', async () => {
  for (const body of [
    null,
    [],
    'x',
    42,
    { lines: 'x' },
    order({ lines: [{ ...line(), playerName: 'x'.repeat(10_240) }] }),
    order({ idempotencyKey: "'; DROP TABLE x;--" }),
  ]) {
    const found = await problems(submitOrderSchema, body);
    expect(Object.keys(found).length).toBeGreaterThan(0);
    for (const messages of Object.values(found)) for (const message of messages) expect(message).toMatch(/^(orders:validation|photos:errors)\./);
  }
});
