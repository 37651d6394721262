import { MAX_SERIAL_INPUT, normaliseSerial, parseSerial } from './serial';

test.each([
  ['4829173', '4829173'],
  [' 4829173 ', '4829173'],
  ['４８２９１７３', '4829173'],
  ['4829 173', '4829173'],
  ['4829-173', '4829173'],
  ['4829　173', '4829173'],
  ['48 29 17 3', '4829173'],
])('%j is serial %s', (input, serial) => {
  expect(parseSerial(input)).toEqual({ serial });
});

test.each([
  ['', 'required'],
  ['   ', 'required'],
  [undefined, 'required'],
  [null, 'required'],
  ['482917', 'format'],
  ['48291735', 'format'],
  ['482917a', 'format'],
  ['A482917', 'format'],
  ['4829173/', 'format'],
  ['+4829173', 'format'],
  ['٤٨٢٩١٧٣', 'format'],
  ['4829173\u0000', 'format'],
  [4829173, 'format'],
  [['4829173'], 'format'],
  ['1'.repeat(100_000), 'format'],
  ['4'.repeat(MAX_SERIAL_INPUT + 1), 'format'],
])('%j is refused: %s', (input, problem) => {
  expect(parseSerial(input)).toEqual({ problem });
});

test('normaliseSerial gives the serial or null', () => {
  expect(normaliseSerial('４８２９１７３')).toBe('4829173');
  expect(normaliseSerial('48291735')).toBeNull();
});
