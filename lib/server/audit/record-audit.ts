// The one writer of AuditLog rows (issue #24; decision 0029): every service records its change through it, in the
// change's own transaction, and nothing else writes the table (tests/lint/audit-writer.test.ts fails otherwise). The
// row keeps the role its actor acted in — the trail shows that role, not the one the member holds when it is read.
import type { Tx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { Role } from '@/lib/server/db/generated/enums';
import type { AuditAction, AuditEntity } from '@/lib/shared/audit/audit-actions';

/** Who acted, in the role they acted in; null for the system (a job, the gateway, an anonymous report). */
export type AuditActor = { id: number; role: Role } | null;

/**
 * What the row says about the change. By convention `from`/`to` (or `before`/`after`) hold the values before and
 * after — a value, or an object of fields the trail shows field by field — and `note`/`reason`/`body` the words
 * given; anything else is a detail of the change.
 */
export type AuditData = Prisma.InputJsonObject;

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
  data?: AuditData;
  /** When it happened, if not now (a row that must share its instant with another write). */
  at?: Date;
}

/** The actor of a signed-in session (the access token's claims carry the role). */
export function sessionActor(session: { memberId: number; role: Role }): { id: number; role: Role } {
  return { id: session.memberId, role: session.role };
}

/** The actor of a member row read in the change's transaction. */
export function memberActor(member: { id: number; role: Role }): { id: number; role: Role } {
  return { id: member.id, role: member.role };
}

/** An order event's actor (id and role both null for the system) as an audit row's. */
export function eventActor(actor: { id: number | null; role: Role | null } | undefined): AuditActor {
  return actor?.id != null && actor.role !== null ? { id: actor.id, role: actor.role } : null;
}

function row(record: AuditRecord): Prisma.AuditLogCreateManyInput {
  return {
    actorId: record.actor?.id ?? null,
    actorRole: record.actor?.role ?? null,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    // Stored as given: readers and tests read the same shape the services wrote before issue #24.
    ...(record.data === undefined ? {} : { data: record.data }),
    ...(record.at === undefined ? {} : { createdAt: record.at }),
  };
}

export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.auditLog.create({ data: row(record) });
}

/** Several rows in one statement (one per label of a printed sheet). */
export async function recordAudits(tx: Tx, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await tx.auditLog.createMany({ data: records.map(row) });
}
