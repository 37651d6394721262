import { isAdminRole, isStaffPath, isStaffRole } from './roles';

describe('staff roles', () => {
  it.each([
    ['STAFF', true, false],
    ['ADMIN', true, true],
    ['MEMBER', false, false],
    ['', false, false],
    [null, false, false],
    ['admin', false, false],
  ])('%s → staff %s, admin %s', (role, staff, admin) => {
    expect(isStaffRole(role)).toBe(staff);
    expect(isAdminRole(role)).toBe(admin);
  });

  it.each([
    ['/admin', true],
    ['/admin/orders/G2026', true],
    ['/administrator', false],
    ['/account/admin', false],
    ['/', false],
  ])('%s is a back-office path: %s', (path, expected) => {
    expect(isStaffPath(path)).toBe(expected);
  });
});
