// The coupon schemas (docs/decisions/0039-coupons.md): the admin form's and the member's code, strict about types.
import { ValidationError } from 'yup';
import { couponInput } from '@/tests/factories/coupon';
import { applyCouponSchema, couponSchema } from './coupon';

const valid = couponInput({ kind: 'PERCENT', value: 10 });

const problems = async (body: unknown) => {
  try {
    await couponSchema.validate(body, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).inner.map((inner) => `${inner.path}:${inner.message}`);
  }
};

test('a valid coupon passes; the code is upper-cased and spaces dropped', async () => {
  expect(await couponSchema.validate({ ...valid, code: ' welcome 10 ' })).toMatchObject({ code: 'WELCOME10', maxUses: null });
});

test.each([
  ['code too short', { code: 'AB1' }, 'code:coupons:validation.codeFormat'],
  ['code with a dash', { code: 'NEW-YEAR' }, 'code:coupons:validation.codeFormat'],
  ['code as a number', { code: 12345 }, 'code:coupons:validation.wrongType'],
  ['percent over 100', { value: 101 }, 'value:coupons:validation.percent'],
  ['value 0', { value: 0 }, 'value:coupons:validation.value'],
  ['value as text', { value: '10' }, 'value:coupons:validation.value'],
  ['unknown currency', { currency: 'JPY' }, 'currency:coupons:validation.currency'],
  ['unknown order type', { orderTypes: ['FAST'] }, 'orderTypes[0]:coupons:validation.orderTypes'],
  ['twice the same order type', { orderTypes: ['REG', 'REG'] }, 'orderTypes:coupons:validation.orderTypes'],
  ['ends before it starts', { endsAt: '2020-01-01T00:00:00+08:00' }, 'endsAt:coupons:validation.endsAfterStart'],
  ['a date without a zone', { startsAt: '2026-12-01T00:00' }, 'startsAt:coupons:validation.date'],
  ['maxUses 0', { maxUses: 0 }, 'maxUses:coupons:validation.maxUses'],
  ['maxUses missing', { maxUses: undefined }, 'maxUses:coupons:validation.maxUses'],
  ['per member 0', { maxUsesPerMember: 0 }, 'maxUsesPerMember:coupons:validation.maxUsesPerMember'],
  ['active as text', { active: 'true' }, 'active:coupons:validation.wrongType'],
])('refused: %s', async (_name, change, problem) => {
  expect(await problems({ ...valid, ...change })).toContain(problem);
});

test('a fixed amount may be above 100', async () => {
  expect(await problems({ ...valid, kind: 'FIXED', value: 500 })).toEqual([]);
});

test('the member code: normalised, format checked', async () => {
  expect(await applyCouponSchema.validate({ code: 'welcome10' })).toEqual({ code: 'WELCOME10' });
  await expect(applyCouponSchema.validate({ code: 'x' })).rejects.toThrow('coupons:validation.codeFormat');
  await expect(applyCouponSchema.validate({})).rejects.toThrow('coupons:validation.codeRequired');
});
