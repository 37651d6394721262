// The audit trail (issue #10): a row about a card is led by the card's number as the page numbers cards ("#2"),
// rows about the whole order by nothing.
import { render, screen } from '@testing-library/react';
import type { AuditEntry } from '@/lib/shared/lab/views';
import { AuditTrail } from './AuditTrail';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  at: '2026-11-20T02:00:00.000Z',
  actor: 'benchstaff',
  actorRole: 'STAFF',
  card: null,
  action: 'order.noteAdded',
  from: null,
  to: null,
  note: null,
  changes: [],
  details: [],
  ...overrides,
});

test('a card row names its card; an order row does not', () => {
  render(<AuditTrail audit={[entry({ card: 2, action: 'card.checked', from: 'NOT_DETERMINED', to: 'UNGRADABLE' }), entry({ note: 'Called the member' })]} />);
  const [cardRow, orderRow] = screen.getAllByRole('listitem');
  const card = screen.getByTitle('cards.line {"position":2}');
  expect(card).toHaveTextContent(/^#2$/);
  expect(cardRow).toContainElement(card);
  expect(cardRow).toHaveTextContent('#2lab:audit.actions.cardChecked');
  expect(orderRow).not.toHaveTextContent('#');
});

test('who acted is shown in the role the row kept, "unknown" without one; a record changed field by field', () => {
  render(
    <AuditTrail
      audit={[
        entry({ actorRole: 'STAFF', note: 'Top loader cracked' }),
        entry({
          actorRole: null,
          action: 'card.corrected',
          card: 1,
          changes: [{ field: 'playerName', from: 'Pikachu', to: 'Raichu' }],
          details: [{ field: 'amount', value: '1200' }],
        }),
      ]}
    />,
  );
  const [staffRow, oldRow] = screen.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
  expect(staffRow).toHaveTextContent('audit.by {"actor":"benchstaff","role":"audit:roles.STAFF"}');
  expect(oldRow).toHaveTextContent('audit.by {"actor":"benchstaff","role":"audit:roles.unknown"}');
  expect(oldRow).toHaveTextContent('change {"field":"audit:fields.playerName","from":"Pikachu","to":"Raichu"}');
  expect(oldRow).toHaveTextContent('detail {"field":"audit:fields.amount","value":"1200"}');
  expect(oldRow).not.toHaveTextContent('{"playerName"');
});
