import { line, order, problems } from '@/tests/helpers/order-schema';
import type { PricePolicy } from '../price-policy';
import { buildPriceRows } from '../pricing-display';
import { ORDER_ERRORS as E } from '../schemas/order/errors';
import { submitOrderSchema } from '../schemas/order/submit';
import { BULK_MIN_CARDS, FIRST_POKEMON_YEAR, MIN_CARD_YEAR } from './limits';

describe('the bulk minimum (docs/product/orders.md#order-types: 40 cards)', () => {
  it('is 40', () => {
    expect(BULK_MIN_CARDS).toBe(40);
  });

  it('blocks a bulk order of 39 cards and lets 40 through the order schema', async () => {
    expect((await problems(submitOrderSchema, order({ orderType: 'BULK', lines: [line({ quantity: 39 })] }))).lines).toEqual([E.bulkMinimum]);
    expect(await problems(submitOrderSchema, order({ orderType: 'BULK', lines: [line({ quantity: 40 })] }))).toEqual({});
    expect(await problems(submitOrderSchema, order({ orderType: 'BULK', lines: [line({ quantity: 39 }), line({ quantity: 1 })] }))).toEqual({});
  });

  it('applies to bulk only', async () => {
    expect(await problems(submitOrderSchema, order({ orderType: 'REG', lines: [line({ quantity: 1 })] }))).toEqual({});
    expect(await problems(submitOrderSchema, order({ submitType: 'SIMPLE', orderType: 'EXP', lines: [line({ quantity: 1 })] }))).toEqual({});
  });

  it('is the minimum the pricing page shows for bulk', () => {
    const policy: PricePolicy = {
      currency: 'TWD',
      autoGradingSurcharge: 0,
      jejuSurcharge: 0,
      reholderDefaultPrice: 0,
      services: [{ serviceName: 'BULK', amount: 470, businessDays: 30 }],
      categories: [],
      deliveryCosts: [],
    };
    expect(buildPriceRows(policy)[0]).toMatchObject({ tier: 'BULK', minimumCards: BULK_MIN_CARDS });
  });
});

describe('the card year (docs/product/orders.md#accepted-cards: 1999 or later, Pokémon of any official year)', () => {
  it('starts at 1999, Pokémon at 1996', () => {
    expect(MIN_CARD_YEAR).toBe(1999);
    expect(FIRST_POKEMON_YEAR).toBe(1996);
  });

  it('refuses a 1998 card that is not Pokémon and accepts a 1996 Pokémon card through the order schema', async () => {
    expect((await problems(submitOrderSchema, order({ lines: [line({ cardCategory: 'SPORTS', year: 1998 })] })))['lines[0].year']).toEqual([E.yearTooOld]);
    expect(await problems(submitOrderSchema, order({ lines: [line({ cardCategory: 'SPORTS', year: 1999 })] }))).toEqual({});
    expect(await problems(submitOrderSchema, order({ lines: [line({ cardCategory: 'POKEMON', year: 1996 })] }))).toEqual({});
    expect((await problems(submitOrderSchema, order({ lines: [line({ cardCategory: 'POKEMON', year: 1995 })] })))['lines[0].year']).toEqual([
      E.pokemonYearTooOld,
    ]);
  });
});
