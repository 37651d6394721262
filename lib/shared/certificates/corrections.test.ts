// Who may do what with a certificate in the back office (issue #22; docs/product/certificates.md#staff-corrections),
// decided once for the page's buttons and the services.
import { certificateActions, mayDecideFlag, mayReopenFlag } from './corrections';

const LIVE = { published: true, voided: false };
const VOIDED = { published: true, voided: true };
const IN_LAB = { published: false, voided: false };

test.each([
  ['ADMIN', LIVE, { regrade: true, correct: true, void: true, restore: false, printLabel: true, decideFlags: true, reopenFlags: true }],
  ['ADMIN', VOIDED, { regrade: false, correct: false, void: false, restore: true, printLabel: false, decideFlags: true, reopenFlags: true }],
  ['ADMIN', IN_LAB, { regrade: false, correct: false, void: false, restore: false, printLabel: false, decideFlags: true, reopenFlags: true }],
  ['STAFF', LIVE, { regrade: false, correct: false, void: false, restore: false, printLabel: true, decideFlags: true, reopenFlags: false }],
  ['STAFF', VOIDED, { regrade: false, correct: false, void: false, restore: false, printLabel: false, decideFlags: true, reopenFlags: false }],
  ['MEMBER', LIVE, { regrade: false, correct: false, void: false, restore: false, printLabel: false, decideFlags: false, reopenFlags: false }],
  [null, LIVE, { regrade: false, correct: false, void: false, restore: false, printLabel: false, decideFlags: false, reopenFlags: false }],
] as const)('%s on %o', (role, facts, expected) => {
  expect(certificateActions(role, facts)).toEqual(expected);
});

test('an open entry is decided; a decided one is reopened', () => {
  expect(['OPEN', 'CONFIRMED', 'DISMISSED'].map((status) => [mayDecideFlag(status as never), mayReopenFlag(status as never)])).toEqual([
    [true, false],
    [false, true],
    [false, true],
  ]);
});
