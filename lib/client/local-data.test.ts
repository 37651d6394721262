import { clearLocalDataExcept, onRouteSettled } from './local-data';

beforeEach(() => window.localStorage.clear());

test('leaving the submit pages clears drafts but keeps user and language', () => {
  window.localStorage.setItem('gradingDraft', '{"items":[]}');
  window.localStorage.setItem('user', '{"mbNick":"a"}');
  window.localStorage.setItem('NEXT_LOCALE', 'en');
  onRouteSettled('/grading/pricing');
  expect(window.localStorage.getItem('gradingDraft')).toBeNull();
  expect(window.localStorage.getItem('user')).not.toBeNull();
  expect(window.localStorage.getItem('NEXT_LOCALE')).toBe('en');
});

test('the submit pages keep the draft', () => {
  window.localStorage.setItem('gradingDraft', 'x');
  onRouteSettled('/grading/submit/shipping');
  onRouteSettled('/kakaopay');
  expect(window.localStorage.getItem('gradingDraft')).toBe('x');
});

test('clearLocalDataExcept reports what it removed', () => {
  window.localStorage.setItem('a', '1');
  window.localStorage.setItem('user', '1');
  expect(clearLocalDataExcept(window.localStorage)).toEqual(['a']);
});
