import { emptyDraft, newCardLine } from './draft';
import { DRAFT_STORAGE_KEY, loadDraft, parseDraft, storeDraft } from './draft-storage';

test('stored under one key and read back; anything else gives null', () => {
  const draft = { ...emptyDraft(), lines: [newCardLine({ playerName: 'Charizard' })] };
  storeDraft(window.localStorage, draft);
  expect(Object.keys(window.localStorage)).toContain(DRAFT_STORAGE_KEY);
  expect(loadDraft(window.localStorage)).toEqual(draft);
  expect(parseDraft('{')).toBeNull();
  expect(parseDraft(JSON.stringify({ version: 0 }))).toBeNull();
  expect(parseDraft(JSON.stringify({ ...draft, submitType: 'HACK' }))?.submitType).toBe('GENERAL');
  expect(parseDraft(null)).toBeNull();
});
