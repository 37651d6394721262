// The labels-printed body and the scan upload's text field (issue #10): valid input passes, anything else is refused
// with its key, never converted.
import { problems } from '@/tests/helpers/order-schema';
import { CERTIFICATE_IMAGE_ERRORS } from '../lab/certificate-images';
import { certificateImageFieldsSchema } from './certificate-images';
import { LABELS_ERRORS, labelsPrintedSchema } from './labels';

test('serials: one or more distinct 7-digit serials', async () => {
  expect(await labelsPrintedSchema.validate({ serials: ['4829173', ' 1000001 '], extra: 1 }, { stripUnknown: true })).toEqual({
    serials: ['4829173', '1000001'],
  });
  expect(await problems(labelsPrintedSchema, { serials: Array.from({ length: 500 }, (_, i) => String(1_000_000 + i)) })).toEqual({});
});

test.each<[string, unknown]>([
  ['missing', {}],
  ['null', { serials: null }],
  ['empty', { serials: [] }],
  ['not a list', { serials: '4829173' }],
  ['a number', { serials: [4829173] }],
  ['six digits', { serials: ['482917'] }],
  ['letters', { serials: ['48291a3'] }],
  ['twice the same', { serials: ['4829173', '4829173'] }],
  ['past the limit', { serials: Array.from({ length: 501 }, (_, i) => String(1_000_000 + i)) }],
])('serials %s → refused', async (_, body) => {
  const found = await problems(labelsPrintedSchema, body);
  expect(Object.values(found).flat()).not.toHaveLength(0);
  expect(new Set(Object.values(found).flat())).toEqual(new Set([LABELS_ERRORS.serials]));
});

test('the scan kind is CARD_FRONT or CARD_BACK, exactly', async () => {
  expect(await certificateImageFieldsSchema.validate({ kind: 'CARD_BACK' })).toEqual({ kind: 'CARD_BACK' });
  for (const kind of [undefined, null, '', 'card_front', ' CARD_FRONT', 'ORDER_PHOTO', 'PROFILE', 1]) {
    const found = await problems(certificateImageFieldsSchema, { kind });
    expect(Object.keys(found)).toEqual(['kind']);
    expect(new Set(found.kind)).toEqual(new Set([CERTIFICATE_IMAGE_ERRORS.kind]));
  }
});
