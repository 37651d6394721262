// An audit row's data as readable fields (issue #24): one value before and after, a record field by field (only what
// changed), fromX/toX pairs, the words given, and the rest as details — never the row's JSON.
import { auditDataView, auditFieldKey, auditRoleKey, auditValueText } from './audit-changes';

test('one value before and after stays one value', () => {
  expect(auditDataView({ from: 'MEMBER', to: 'STAFF', revokedSessions: 2 })).toEqual({
    from: 'MEMBER',
    to: 'STAFF',
    note: null,
    changes: [],
    details: [{ field: 'revokedSessions', value: '2' }],
  });
});

test('a record before and after shows only the fields that changed, from → to', () => {
  const view = auditDataView({
    from: { playerName: 'Pikachu', year: 1999, brand: 'Wizards' },
    to: { playerName: 'Raichu', year: 1999, brand: 'Wizards' },
    reason: 'Typo',
  });
  expect(view).toMatchObject({ from: null, to: null, note: 'Typo', changes: [{ field: 'playerName', from: 'Pikachu', to: 'Raichu' }], details: [] });
});

test('a regrade: the grade as one value, the subgrades field by field from before/after', () => {
  const view = auditDataView({
    from: '8',
    to: '9',
    before: { grade: '8', surface: 8, edges: 9 },
    after: { grade: '9', surface: 9, edges: 9 },
    labelsSuperseded: true,
  });
  expect(view.from).toBe('8');
  expect(view.to).toBe('9');
  expect(view.changes).toEqual([
    { field: 'grade', from: '8', to: '9' },
    { field: 'surface', from: '8', to: '9' },
  ]);
  expect(view.details).toEqual([{ field: 'labelsSuperseded', value: 'true' }]);
});

test('a creation lists every field from nothing; fromX/toX pairs read as field X', () => {
  expect(auditDataView({ from: null, to: { title: 'Hi', slug: 'hi' } }).changes).toEqual([
    { field: 'title', from: null, to: 'Hi' },
    { field: 'slug', from: null, to: 'hi' },
  ]);
  expect(auditDataView({ fromAddressId: 1, toAddressId: 2 }).changes).toEqual([{ field: 'addressId', from: '1', to: '2' }]);
});

test('lists and nested records read as text, not JSON', () => {
  expect(auditValueText([3, 1, 2])).toBe('3, 1, 2');
  expect(auditValueText({ A: 100, B: null })).toBe('A: 100; B: —');
  expect(auditDataView(null)).toEqual({ from: null, to: null, note: null, changes: [], details: [] });
});

test('known fields and roles have keys; a row without a role is "unknown"', () => {
  expect(auditFieldKey('grade')).toBe('audit:fields.grade');
  expect(auditFieldKey('somethingNew')).toBeNull();
  expect(auditRoleKey('STAFF')).toBe('audit:roles.STAFF');
  expect(auditRoleKey(null)).toBe('audit:roles.unknown');
});
