/** @jest-environment node */
import { array, lazy, mixed, number, object, string } from 'yup';
import { line, order, photo } from '@/tests/helpers/order-schema';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { draftSaveBodyOf, submitBodyOf } from '@/lib/shared/orders/draft-bodies';
import { draftSaveSchema } from '@/lib/shared/schemas/order/draft-save';
import { submitOrderSchema } from '@/lib/shared/schemas/order/submit';
import { cardCheckSchema, reasonSchema } from '@/lib/shared/schemas/lab';
import { AppError } from '../errors/app-error';
import { UNKNOWN_FIELD, assertNoUnknownFields, unknownFieldPaths, validateBody } from './unknown-fields';

const expected = { expectedStatus: 'PROCESSING', expectedProcessingStatus: 'SHIPPING_IN_COMPLETE' };

describe('unknownFieldPaths', () => {
  test('a body with only declared fields has none', () => {
    expect(unknownFieldPaths(reasonSchema, { ...expected, reason: 'Damaged in transit' })).toEqual([]);
  });

  test("the wizard's bodies, built from a full draft, carry only declared fields", () => {
    const draft = order({ reholderCards: [], photos: [{ ...photo, thumbUrl: '/t/1.webp' }], submittedOrderNumber: 'G123456789012' }) as OrderDraft;
    expect(unknownFieldPaths(submitOrderSchema, draft)).toEqual(['version', 'submittedOrderNumber', 'photos[0].thumbUrl']);
    expect(unknownFieldPaths(submitOrderSchema, submitBodyOf(draft))).toEqual([]);
    expect(unknownFieldPaths(draftSaveSchema, draftSaveBodyOf(draft))).toEqual([]);
    const reholder = { ...draft, submitType: 'REHOLDER', lines: [], reholderCards: [{ serialNumber: '4829173', card: null }] } as OrderDraft;
    expect(unknownFieldPaths(submitOrderSchema, reholder)).toContain('reholderCards[0].card');
    expect(unknownFieldPaths(submitOrderSchema, submitBodyOf(reholder))).toEqual([]);
  });

  test('names a top-level field (the staff refund with an amount)', () => {
    expect(unknownFieldPaths(reasonSchema, { ...expected, reason: 'x', amount: 1 })).toEqual(['amount']);
  });

  test('names fields inside arrays of objects with their index', () => {
    const body = submitBodyOf(order({ lines: [line(), line(), line()] }) as OrderDraft);
    const hostile = { ...body, totalAmount: 1, lines: [line(), line(), { ...line(), grade: 10, price: 1 }], photos: [{ id: 1, cardsInPhoto: 1, url: '/x' }] };
    expect(unknownFieldPaths(submitOrderSchema, hostile)).toEqual(['lines[2].grade', 'lines[2].price', 'photos[0].url', 'totalAmount']);
  });

  test('follows the branch a `when` picks for the value sent (a mixed field that becomes an object)', () => {
    const card = { cardCategory: 'POKEMON', sportsType: 'ETC', playerName: 'Pikachu', brand: 'x', setName: 'x', year: 2023, cardNumber: '1', description: '' };
    expect(unknownFieldPaths(cardCheckSchema, { ...expected, correspondCheck: 'MISS_INPUT', card: { ...card, grade: 9 } })).toEqual(['card.grade']);
    // Another result ignores the card (the schema turns it into null): what it holds is not judged.
    expect(unknownFieldPaths(cardCheckSchema, { ...expected, correspondCheck: 'MATCH', card: { grade: 9 } })).toEqual([]);
  });

  test('a nullable object sent as null, scalars and wrong types are left to validation', () => {
    const schema = object({ address: object({ city: string() }).nullable() });
    expect(unknownFieldPaths(schema, { address: null })).toEqual([]);
    expect(unknownFieldPaths(schema, { address: { city: 'Taipei', zip: '1' } })).toEqual(['address.zip']);
    expect(unknownFieldPaths(schema, { address: 'x' })).toEqual([]);
    expect(unknownFieldPaths(schema, [{ x: 1 }])).toEqual([]);
    expect(unknownFieldPaths(schema, null)).toEqual([]);
    expect(unknownFieldPaths(schema, 'text')).toEqual([]);
  });

  test('`mixed` and an object without fields accept anything; `lazy` is resolved for the value', () => {
    expect(unknownFieldPaths(object({ data: mixed() }), { data: { anything: 1 } })).toEqual([]);
    expect(unknownFieldPaths(object({ data: object() }), { data: { anything: 1 } })).toEqual([]);
    const item = lazy((value: { kind?: string }) => (value?.kind === 'a' ? object({ kind: string(), a: number() }) : object({ kind: string(), b: number() })));
    const schema = object({ items: array(item) });
    expect(
      unknownFieldPaths(schema, {
        items: [
          { kind: 'a', a: 1 },
          { kind: 'b', a: 1 },
        ],
      }),
    ).toEqual(['items[1].a']);
  });

  test('names every unknown field, in the order sent, at any depth', () => {
    const schema = object({ a: object({ b: array(object({ c: number() })) }) });
    expect(unknownFieldPaths(schema, { x: 1, a: { b: [{ c: 1, d: 2 }], y: 3 } })).toEqual(['x', 'a.b[0].d', 'a.y']);
  });
});

describe('assertNoUnknownFields and validateBody', () => {
  test('a 400 VALIDATION naming each field with the translated key', () => {
    let thrown: unknown;
    try {
      assertNoUnknownFields(reasonSchema, { ...expected, reason: 'x', amount: 1, note: 'y' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    const error = thrown as AppError;
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.key).toBe(UNKNOWN_FIELD);
    expect(error.details.errors?.map((item) => item.path)).toEqual(['amount', 'note']);
    expect(error.details.errors?.[0]?.message).toBe('This request contains a field that is not accepted here.');
  });

  test('validates a clean body as before', async () => {
    await expect(validateBody(reasonSchema, { ...expected, reason: '  Damaged ' })).resolves.toMatchObject({ reason: 'Damaged' });
    await expect(validateBody(reasonSchema, { ...expected, reason: 'x', amount: 1 })).rejects.toBeInstanceOf(AppError);
  });
});
