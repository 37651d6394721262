// Shared by the order schemas' unit tests (lib/shared/schemas/order/*.test.ts): a complete wizard order to
// vary one field at a time, and every message of a failed validation by path.
import { ValidationError } from 'yup';
import { emptyDraft, newCardLine } from '@/lib/shared/orders/draft';

export const photo = { id: 1, thumbUrl: '/t/1.webp', cardsInPhoto: 1 };
export const line = (overrides: Partial<ReturnType<typeof newCardLine>> = {}) =>
  newCardLine({ playerName: 'Pikachu', isAuto: false, year: 2023, ...overrides });

export function order(overrides: Record<string, unknown> = {}) {
  return {
    ...emptyDraft('GENERAL', 'key-0123456789abcdef'),
    lines: [line()],
    photos: [photo],
    photoUploadAgreement: true,
    shippingMethod: 'SELF_SHIPPING',
    shippingAddressId: 3,
    cautionAgreement: true,
    paymentMethod: 'CONNECT_PAY',
    serviceAgreementChecked: true,
    ...overrides,
  };
}

/** Every message of a failed validation, with its path. */
export async function problems(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown): Promise<Record<string, string[]>> {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string[]> = {};
    for (const item of error.inner.length ? error.inner : [error]) (out[item.path ?? ''] ??= []).push(String(item.message));
    return out;
  }
}
