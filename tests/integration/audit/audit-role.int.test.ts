/** @jest-environment node */
// Issue #24 (decision 0029): an audit row keeps the role its actor acted in. A member promoted to staff writes an
// internal note and is demoted again: the row, the order's audit trail and the member page still say "staff" for
// the note — not the member's role now. The one writer (lib/server/audit/record-audit.ts) writes in the caller's
// transaction; rows from before roles were kept have none and read as "unknown".
import roleRoute from '@/pages/api/admin/members/[mbId]/role';
import notesRoute from '@/pages/api/admin/orders/[orderNumber]/notes';
import { getAdminMember } from '@/lib/server/admin/get-admin-member';
import { recordAudit, recordAudits } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { getStaffOrder } from '@/lib/server/lab/get-staff-order';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import type { AdminMemberDetail } from '@/lib/shared/admin/views';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { createOrderIn } from '@/tests/factories/order-states';
import { type SignedIn, sessionFor, signedInMember } from '@/tests/integration/account/account-helpers';
import { callApi } from '@/tests/helpers/api';
import type { TestDb } from '@/tests/helpers/test-db';
import { type Orderer, openOrderDb, orderer } from '../orders/order-helpers';

let testDb: TestDb;
let db: Db;
let alice: Orderer;
let admin: SignedIn;

beforeAll(async () => {
  testDb = await openOrderDb();
  db = testDb.db;
  alice = await orderer(db, { mbNick: 'alicecards' });
  admin = await signedInMember(db, { role: 'ADMIN', mbNick: 'roleadmin' });
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const asAdmin = () => ({ memberId: admin.member.id, role: 'ADMIN' as const });
const setRole = (mbId: string, role: string) =>
  callApi<AdminMemberDetail>(roleRoute, { method: 'PUT', query: { mbId }, body: { role }, cookies: admin.jar.cookies });

test('the audit role after promotion and demotion: the note stays written by staff', async () => {
  const promoted = await signedInMember(db, { role: 'MEMBER', mbNick: 'promoted' });
  const { order } = await createOrderIn(db, alice.member.id, 'SHIPPING_IN');

  expect((await setRole(promoted.member.mbId, 'STAFF')).status).toBe(200);
  // The promotion ended the member's sessions: they sign in again, as staff.
  const staffJar = await sessionFor(db, await db.member.findUniqueOrThrow({ where: { id: promoted.member.id } }));
  const written = await callApi<StaffOrderDetail>(notesRoute, {
    method: 'POST',
    query: { orderNumber: order.orderNumber },
    body: { body: 'Slab cracked on arrival.' },
    cookies: staffJar.cookies,
  });
  expect(written.status).toBe(201);
  expect((await setRole(promoted.member.mbId, 'MEMBER')).status).toBe(200);
  expect((await db.member.findUniqueOrThrow({ where: { id: promoted.member.id } })).role).toBe('MEMBER');

  // The row keeps the role the note was written in.
  const row = await db.auditLog.findFirstOrThrow({ where: { action: AUDIT_ACTIONS.noteAdded, entity: 'GradingOrder', entityId: order.orderNumber } });
  expect(row).toMatchObject({ actorId: promoted.member.id, actorRole: 'STAFF', data: { body: 'Slab cracked on arrival.' } });

  // A row from before roles were kept, by the same member: "unknown", never their role now.
  await db.auditLog.create({
    data: { actorId: promoted.member.id, action: AUDIT_ACTIONS.noteAdded, entity: 'GradingOrder', entityId: order.orderNumber, data: { body: 'Older note' } },
  });

  const trail = (await getStaffOrder(db, asAdmin(), order.orderNumber)).audit.filter((entry) => entry.action === AUDIT_ACTIONS.noteAdded);
  expect(trail.map(({ actor, actorRole, note }) => ({ actor, actorRole, note }))).toEqual([
    { actor: 'promoted', actorRole: 'STAFF', note: 'Slab cracked on arrival.' },
    { actor: 'promoted', actorRole: null, note: 'Older note' },
  ]);

  // The member page: both role changes by an admin, each from → to, in the role the admin acted in.
  const history = (await getAdminMember(db, asAdmin(), promoted.member.mbId)).history.filter((entry) => entry.action === 'admin.member.role');
  expect(history.map(({ actorNick, actorRole, from, to }) => ({ actorNick, actorRole, from, to }))).toEqual([
    { actorNick: 'roleadmin', actorRole: 'ADMIN', from: 'STAFF', to: 'MEMBER' },
    { actorNick: 'roleadmin', actorRole: 'ADMIN', from: 'MEMBER', to: 'STAFF' },
  ]);
  expect(history[0]!.details).toEqual([{ field: 'revokedSessions', value: '1' }]);
});

describe('the writer', () => {
  test('writes the actor and its role, the typed action and entity, the data as given, in the caller’s transaction', async () => {
    const at = new Date(Date.UTC(2026, 10, 20, 2));
    await db.$transaction(async (tx) => {
      await recordAudit(tx, {
        actor: { id: admin.member.id, role: 'ADMIN' },
        action: 'admin.pricePolicy.update',
        entity: 'CostPolicy',
        entityId: 'TWD',
        data: { from: { A: 1 }, to: { A: 2 } },
        at,
      });
      await recordAudit(tx, { actor: null, action: 'payment.expired', entity: 'Payment', entityId: 42 });
    });
    expect(await db.auditLog.findFirstOrThrow({ where: { action: 'admin.pricePolicy.update', entityId: 'TWD' } })).toMatchObject({
      actorId: admin.member.id,
      actorRole: 'ADMIN',
      entity: 'CostPolicy',
      data: { from: { A: 1 }, to: { A: 2 } },
      createdAt: at,
    });
    expect(await db.auditLog.findFirstOrThrow({ where: { action: 'payment.expired', entityId: '42' } })).toMatchObject({
      actorId: null,
      actorRole: null,
      data: null,
    });
  });

  test('several rows in one statement; a rolled-back change leaves none', async () => {
    const serials = ['A-1', 'A-2'];
    await db.$transaction((tx) =>
      recordAudits(
        tx,
        serials.map((serial) => ({
          actor: { id: admin.member.id, role: 'STAFF' as const },
          action: AUDIT_ACTIONS.labelPrinted,
          entity: 'Certificate' as const,
          entityId: serial,
          data: { to: 'now' },
        })),
      ),
    );
    expect(await db.auditLog.findMany({ where: { entityId: { in: serials } }, select: { actorRole: true }, orderBy: { id: 'asc' } })).toEqual([
      { actorRole: 'STAFF' },
      { actorRole: 'STAFF' },
    ]);
    await expect(
      db.$transaction(async (tx) => {
        await recordAudit(tx, { actor: null, action: 'files.deleted', entity: 'StoredFiles', entityId: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.auditLog.count({ where: { entityId: 'rolled-back' } })).toBe(0);
  });
});
