import { MbStatus } from '@/lib/server/db/generated/enums';
import { awaitsEmailVerification, isDormant, isWithdrawn, mayAct, maySignIn, memberStanding } from './standing';

const ask = (status: string | null | undefined) => ({
  standing: memberStanding(status),
  maySignIn: maySignIn(status),
  mayAct: mayAct(status),
  isDormant: isDormant(status),
  isWithdrawn: isWithdrawn(status),
  awaitsEmailVerification: awaitsEmailVerification(status),
});

const TABLE: [MbStatus, ReturnType<typeof ask>][] = [
  ['NOT_APPROVED', { standing: 'unverified', maySignIn: false, mayAct: false, isDormant: false, isWithdrawn: false, awaitsEmailVerification: true }],
  ['APPROVED', { standing: 'active', maySignIn: true, mayAct: true, isDormant: false, isWithdrawn: false, awaitsEmailVerification: false }],
  ['DORMANCY', { standing: 'dormant', maySignIn: true, mayAct: false, isDormant: true, isWithdrawn: false, awaitsEmailVerification: false }],
  ['WITHDRAWN', { standing: 'withdrawn', maySignIn: false, mayAct: false, isDormant: false, isWithdrawn: true, awaitsEmailVerification: false }],
];

test('the table covers every MbStatus once', () => {
  expect(TABLE.map(([status]) => status).sort()).toEqual(Object.values(MbStatus).sort());
});

test.each(TABLE)('%s', (status, expected) => {
  expect(ask(status)).toEqual(expected);
});

test.each([null, undefined, '', 'approved', 'constructor', '__proto__', 'toString'])('no member or no status (%p): no standing, nothing allowed', (value) => {
  expect(ask(value)).toEqual({ standing: null, maySignIn: false, mayAct: false, isDormant: false, isWithdrawn: false, awaitsEmailVerification: false });
});
