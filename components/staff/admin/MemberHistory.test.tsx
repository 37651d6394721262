// The member page's history (issue #24): who acted in the role the row kept ("unknown" for an older row), one value
// from → to, and a record's changed fields one per line — never the row's JSON.
import { render, screen } from '@testing-library/react';
import type { AdminAuditEntry } from '@/lib/shared/admin/views';
import { MemberHistory } from './MemberHistory';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));

const entry = (overrides: Partial<AdminAuditEntry>): AdminAuditEntry => ({
  id: 1,
  action: 'admin.member.role',
  createdAt: '2026-11-20T02:00:00.000Z',
  actorNick: 'roleadmin',
  actorRole: 'ADMIN',
  from: 'MEMBER',
  to: 'STAFF',
  changes: [],
  details: [],
  ...overrides,
});

test('each row names the role its actor acted in, and what changed field by field', () => {
  render(
    <MemberHistory
      history={[
        entry({ details: [{ field: 'revokedSessions', value: '1' }] }),
        entry({
          id: 2,
          action: 'member.profileUpdated',
          actorNick: 'promoted',
          actorRole: null,
          from: null,
          to: null,
          changes: [{ field: 'advertisingConsent', from: 'false', to: 'true' }],
        }),
      ]}
    />,
  );
  const [role, profile] = screen
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName !== 'UL' || !item.parentElement.getAttribute('aria-label'));
  expect(role).toHaveTextContent('members.history.byRole {"nick":"roleadmin","role":"audit:roles.ADMIN"}');
  expect(role).toHaveTextContent('detail {"field":"audit:fields.revokedSessions","value":"1"}');
  expect(profile).toHaveTextContent('members.history.byRole {"nick":"promoted","role":"audit:roles.unknown"}');
  expect(profile).toHaveTextContent('change {"field":"audit:fields.advertisingConsent","from":"false","to":"true"}');
});
