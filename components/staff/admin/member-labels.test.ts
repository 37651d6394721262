import { historyActionKey, historyValueKey, selectableRoles } from './member-labels';

test('audit actions by key, unknown ones as a general event', () => {
  expect(historyActionKey('admin.member.role')).toBe('members.history.actions.role');
  expect(historyActionKey('member.dormant')).toBe('members.history.actions.dormant');
  expect(historyActionKey('member.social.link')).toBe('members.history.actions.other');
});

test('recorded values: roles and statuses translated, tier names as they are', () => {
  expect(historyValueKey('STAFF')).toBe('members.roles.STAFF');
  expect(historyValueKey('DORMANCY')).toBe('members.statuses.DORMANCY');
  expect(historyValueKey('GOLD')).toBeNull();
});

test('an admin looking at themselves cannot pick another role', () => {
  expect(selectableRoles(true, 'ADMIN')).toEqual(['ADMIN']);
  expect(selectableRoles(false, 'ADMIN')).toEqual(['MEMBER', 'STAFF', 'ADMIN']);
  expect(selectableRoles(true, 'STAFF')).toEqual(['MEMBER', 'STAFF', 'ADMIN']);
});
