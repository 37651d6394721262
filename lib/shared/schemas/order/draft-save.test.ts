import { problems } from '@/tests/helpers/order-schema';
import { draftSaveSchema } from './draft-save';
import { ORDER_ERRORS as E } from './errors';

test('the draft body is lenient about incomplete cards but strict about types', async () => {
  expect(await problems(draftSaveSchema, { submitType: 'GENERAL', lines: [{ playerName: '', isAuto: null }] })).toEqual({});
  expect(await problems(draftSaveSchema, { submitType: 'GENERAL', lines: [{ playerName: 'x'.repeat(101) }] })).toEqual({ 'lines[0].playerName': [E.tooLong] });
});
