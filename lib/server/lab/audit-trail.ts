// The audit trail of an order on the lab's order page (issue #10): its OrderEvent rows (status changes and
// timeline notes, docs/product/order-lifecycle.md#order-events-and-notifications) merged with the AuditLog rows
// about the order, its cards and their certificates, oldest first — a row about a card or its certificate names the
// card by its position as the page numbers it (from 1). Unlike the member's timeline it names who acted and keeps
// the internal notes; it is only ever sent to staff.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { Role } from '@/lib/server/db/generated/enums';
import { auditDataView } from '@/lib/shared/audit/audit-changes';
import type { AuditEntry } from '@/lib/shared/lab/views';

/** What an order's audit is about: its number and its cards — each line's id, position (from 0) and serials. */
export interface AuditSubjects {
  orderId: number;
  orderNumber: string;
  cards: readonly { id: number; position: number; serials: readonly string[] }[];
}

export const ACTOR = { select: { mbNick: true } } as const;

type Actor = { mbNick: string } | null;

/**
 * An AuditLog row as the trail shows it (also the staff certificate page's trail): who, in the role the row kept
 * (issue #24 — never the member's role now), and its data as readable fields (audit-changes.ts).
 */
export function auditLogEntry(
  log: { createdAt: Date; action: string; data: Prisma.JsonValue | null; actorRole: Role | null; actor: Actor },
  card: number | null,
): AuditEntry {
  const { from, to, note, changes, details } = auditDataView(log.data);
  return {
    at: log.createdAt.toISOString(),
    actor: log.actor?.mbNick ?? null,
    actorRole: log.actorRole,
    card,
    action: log.action,
    from,
    to,
    note,
    changes,
    details,
  };
}

export async function loadAuditTrail(db: DbOrTx, subjects: AuditSubjects): Promise<AuditEntry[]> {
  // The card a row is about, as the page numbers it: by the line's id or by its certificate's serial.
  const cardOfItem = new Map(subjects.cards.map((card) => [String(card.id), card.position + 1]));
  const cardOfSerial = new Map(subjects.cards.flatMap((card) => card.serials.map((serial) => [serial, card.position + 1] as const)));
  const cardOf = (entity: string, entityId: string) =>
    (entity === 'GradingOrderItem' ? cardOfItem.get(entityId) : entity === 'Certificate' ? cardOfSerial.get(entityId) : undefined) ?? null;
  const [events, logs] = await Promise.all([
    db.orderEvent.findMany({ where: { gradingOrderId: subjects.orderId }, include: { actor: ACTOR }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    db.auditLog.findMany({
      where: {
        OR: [
          { entity: 'GradingOrder', entityId: subjects.orderNumber },
          { entity: 'GradingOrderItem', entityId: { in: [...cardOfItem.keys()] } },
          { entity: 'Certificate', entityId: { in: [...cardOfSerial.keys()] } },
        ],
      },
      include: { actor: ACTOR },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
  ]);
  // The role the event kept, as for audit rows: not the member's role now.
  const who = (actor: Actor, role: Role | null) => ({ actor: actor?.mbNick ?? null, actorRole: role });
  const timed: { at: Date; entry: AuditEntry }[] = [];
  for (const event of events) {
    const base = { at: event.createdAt.toISOString(), ...who(event.actor, event.actorRole), card: null, changes: [], details: [] };
    const changes: AuditEntry[] = [];
    if (event.fromStatus || event.toStatus) changes.push({ ...base, action: 'status', from: event.fromStatus, to: event.toStatus, note: null });
    if (event.fromProcessing || event.toProcessing)
      changes.push({ ...base, action: 'processing', from: event.fromProcessing, to: event.toProcessing, note: null });
    // A row that changes nothing is a note on the timeline; a change carries its note on its first entry.
    if (changes.length === 0) changes.push({ ...base, action: 'event', from: null, to: null, note: null });
    changes[0]!.note = event.note;
    for (const entry of changes) timed.push({ at: event.createdAt, entry });
  }
  for (const log of logs) timed.push({ at: log.createdAt, entry: auditLogEntry(log, cardOf(log.entity, log.entityId)) });
  // A stable sort: rows at the same instant keep events before audit rows, each in id order.
  return timed.sort((a, b) => a.at.getTime() - b.at.getTime()).map(({ entry }) => entry);
}
