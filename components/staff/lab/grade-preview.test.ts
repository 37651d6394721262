// The scoring form's live preview: the shared gradeCard() on what the form holds, "A" below the minimum, the
// centering cap, and half-typed values shown as incomplete or invalid instead of throwing.
import { measurementsOf, previewGrade } from './grade-preview';

const card = { minimumGrade: null, isAuto: false };
const all9 = { surface: 9, edges: 9, corners: 9, centering: 9 };

test('incomplete until every subgrade is chosen', () => {
  expect(previewGrade({}, card)).toEqual({ state: 'incomplete' });
  expect(previewGrade({ surface: 9, edges: 9, corners: null, centering: 9 }, card)).toEqual({ state: 'incomplete' });
  expect(previewGrade({ surface: 9, edges: 9, corners: 9, centering: null }, card)).toEqual({ state: 'incomplete' });
});

test('the final grade of the four subgrades', () => {
  const preview = previewGrade({ surface: 10, edges: 10, corners: 10, centering: 8 }, card);
  expect(preview).toMatchObject({ state: 'ready', result: { grade: 8.5, authentic: false, centeringCap: null, capped: false } });
});

test('"A" below the member’s minimum, the number still known to staff', () => {
  const preview = previewGrade(all9, { minimumGrade: 10, isAuto: false });
  expect(preview).toMatchObject({ state: 'ready', result: { grade: null, numericGrade: 9, authentic: true } });
  expect(previewGrade(all9, { minimumGrade: 9, isAuto: false })).toMatchObject({ result: { grade: 9, authentic: false } });
});

test('measured centering caps the centering subgrade', () => {
  const preview = previewGrade({ surface: 10, edges: 10, corners: 10, centering: 10, centeringFrontLR: '65/35', centeringFrontTB: '50/50' }, card);
  expect(preview).toMatchObject({ state: 'ready', result: { centeringCap: 8.5, capped: true, subgrades: { centering: 8.5 }, grade: 9 } });
});

test('measured centering alone stands for the centering subgrade', () => {
  const preview = previewGrade({ surface: 10, edges: 10, corners: 10, centering: null, centeringFrontLR: '55/45', centeringFrontTB: '52/48' }, card);
  expect(preview).toMatchObject({ state: 'ready', result: { centeringCap: 10, capped: false, grade: 10 } });
});

test('the back counts when measured', () => {
  const preview = previewGrade(
    { ...all9, centering: 10, surface: 10, edges: 10, corners: 10, centeringFrontLR: '55/45', centeringFrontTB: '55/45', centeringBackLR: '80/20' },
    card,
  );
  expect(preview).toMatchObject({ state: 'ready', result: { centeringCap: 9, capped: true } });
});

test('a ratio being typed is invalid, not an error', () => {
  expect(previewGrade({ ...all9, centeringFrontLR: '55/4', centeringFrontTB: '' }, card)).toEqual({
    state: 'invalid',
    problems: { frontLR: 'sum', frontTB: 'format' },
  });
  expect(previewGrade({ ...all9, centeringBackTB: '60/50' }, card)).toMatchObject({
    state: 'invalid',
    problems: { frontLR: 'format', frontTB: 'format', backTB: 'sum' },
  });
});

test('the autograph grade only for autograph cards, apart from the final grade', () => {
  expect(previewGrade({ ...all9, autoGrade: 7 }, { minimumGrade: null, isAuto: true })).toMatchObject({ result: { grade: 9, autoGrade: 7 } });
  expect(previewGrade({ ...all9, autoGrade: 7 }, card)).toMatchObject({ result: { autoGrade: null } });
});

test('no measurements when every ratio is blank', () => {
  expect(measurementsOf({ centeringFrontLR: ' ', centeringBackTB: '' })).toBeNull();
  expect(measurementsOf({ centeringFrontLR: '60/40' })).toEqual({ frontLR: '60/40', frontTB: '', backLR: null, backTB: null });
});
