import { phoneDialogDefaults } from './phone-prefill';
import { toE164 } from './phone-numbers';

test('a Taiwan number as typed in an address: Taiwan code, the number as typed', () => {
  expect(phoneDialogDefaults('0912-345-678')).toEqual({ dial: '886', national: '0912-345-678' });
  expect(phoneDialogDefaults(' 0912 345 678 ')).toEqual({ dial: '886', national: '0912 345 678' });
  expect(toE164('886', '0912-345-678')).toBe('+886912345678');
});

test('an international number picks its country', () => {
  expect(phoneDialogDefaults('+82 10-1234-5678')).toEqual({ dial: '82', national: '10-1234-5678' });
  expect(phoneDialogDefaults('+886912345678')).toEqual({ dial: '886', national: '912345678' });
  expect(phoneDialogDefaults('00852 9123 4567')).toEqual({ dial: '852', national: '9123 4567' });
  expect(phoneDialogDefaults('+1 (415) 555-2671')).toEqual({ dial: '1', national: '(415) 555-2671' });
});

test('nothing is offered for text that is not a phone number', () => {
  for (const text of [null, undefined, '', '   ', '12345', 'call me', '+999 123 4567', `0912${'1'.repeat(40)}`]) expect(phoneDialogDefaults(text)).toBeNull();
});
