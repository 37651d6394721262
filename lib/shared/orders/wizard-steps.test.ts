import { WIZARD_STEPS, parseStep } from './wizard-steps';

test('the wizard steps in order', () => {
  expect(WIZARD_STEPS).toEqual(['cards', 'shipping', 'caution', 'payment', 'complete']);
});

test.each([
  [undefined, 'cards'],
  [[], 'cards'],
  ['shipping', 'shipping'],
  [['payment'], 'payment'],
  ['complete', 'complete'],
  // The cards step has no URL of its own: /grading/submit/cards is not a page.
  ['cards', null],
  ['unknown', null],
  [['shipping', 'extra'], null],
])('the route parameter %p is the %p step', (param, step) => {
  expect(parseStep(param as string | string[] | undefined)).toBe(step);
});
