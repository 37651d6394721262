import { problems } from '@/tests/helpers/order-schema';
import { ORDER_ERRORS as E } from './errors';
import { quoteRequestSchema } from './quote-request';

test('the quote request is lenient about incomplete cards but strict about types', async () => {
  expect(await problems(quoteRequestSchema, { submitType: 'GENERAL', lines: [{ cardCategory: 'POKEMON', isAuto: null, quantity: 0 }] })).toEqual({});
  expect(await problems(quoteRequestSchema, { submitType: 'GENERAL', lines: [{ cardCategory: 'POKEMON', quantity: '1' }] })).toEqual({
    'lines[0].quantity': [E.wrongType],
  });
});
