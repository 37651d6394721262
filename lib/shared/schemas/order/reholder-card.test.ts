import { line, order, problems } from '@/tests/helpers/order-schema';
import { ORDER_ERRORS as E } from './errors';
import { serialQuerySchema } from './reholder-card';
import { cardsStepSchema } from './steps';

test('reholder cards: 7-digit serials, no duplicates; card lines are ignored', async () => {
  const reholder = (serials: unknown[]) =>
    order({ submitType: 'REHOLDER', lines: [line({ playerName: '' })], reholderCards: serials.map((serialNumber) => ({ serialNumber })) });
  expect(await problems(cardsStepSchema, reholder(['1234567', '7654321']))).toEqual({});
  expect(await problems(cardsStepSchema, reholder(['1234567', '1234567']))).toEqual({ reholderCards: [E.serialDuplicate] });
  expect(await problems(cardsStepSchema, reholder(['123456']))).toEqual({ 'reholderCards[0].serialNumber': [E.serialInvalid] });
  expect(await problems(cardsStepSchema, reholder([1234567]))).toEqual({ 'reholderCards[0].serialNumber': [E.serialInvalid] });
  expect(await problems(cardsStepSchema, reholder([]))).toEqual({ reholderCards: [E.cardsRequired] });
  expect(await problems(serialQuerySchema, { serial: '12a4567' })).toEqual({ serial: [E.serialInvalid] });
});
