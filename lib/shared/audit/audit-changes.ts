// An audit row's data as the back office reads it (issue #24): the value before and after, the words given, and each
// changed field (from → to) of a record that changed — never the raw JSON. Pure and browser-safe: the trail's
// readers (lib/server/lab/audit-trail.ts, lib/server/admin/member-views.ts) call it, the pages word the fields and the
// role by the keys below (namespace `audit`).
import type { Role } from '@/lib/server/db/generated/enums';

/** One field of a record that changed: its value before and after, as text (null: none). */
export interface AuditFieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** A fact recorded with the change that is not a before/after value (an amount, a count, a reference). */
export interface AuditDetail {
  field: string;
  value: string;
}

export interface AuditDataView {
  /** The value before and after when the row records one value (a status, a grade); null otherwise. */
  from: string | null;
  to: string | null;
  /** The words given with the change (a note, a reason, a note's body). */
  note: string | null;
  /** Field by field, when the row records a record before and after; only the fields that changed. */
  changes: AuditFieldChange[];
  details: AuditDetail[];
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Record_ = { [key: string]: Json };

const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as text: a list item by item, a record field by field. */
export function auditValueText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => auditValueText(item) ?? '—').join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${auditValueText(item) ?? '—'}`)
      .join('; ');
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of two records (either may be missing) that differ, in the order they first appear. */
function fieldChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const a = isRecord(before) ? before : {};
  const b = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.filter((field) => !same(a[field], b[field])).map((field) => ({ field, from: auditValueText(a[field]), to: auditValueText(b[field]) }));
}

const NOTE_KEYS = ['note', 'reason', 'body'] as const;
const PAIRS = [
  ['from', 'to'],
  ['before', 'after'],
] as const;
const PREFIXED = /^from([A-Z]\w*)$/;

export function auditDataView(data: unknown): AuditDataView {
  const row = isRecord(data) ? data : {};
  const used = new Set<string>(NOTE_KEYS);
  const view: AuditDataView = { from: null, to: null, note: null, changes: [], details: [] };
  const noteKey = NOTE_KEYS.find((key) => row[key] !== undefined && row[key] !== null);
  view.note = noteKey ? auditValueText(row[noteKey]) : null;
  for (const [before, after] of PAIRS) {
    if (!(before in row) && !(after in row)) continue;
    used.add(before).add(after);
    if (isRecord(row[before]) || isRecord(row[after])) {
      const listed = new Set(view.changes.map((change) => change.field));
      view.changes.push(...fieldChanges(row[before], row[after]).filter((change) => !listed.has(change.field)));
    } else if (before === 'from') {
      view.from = auditValueText(row.from);
      view.to = auditValueText(row.to);
    } else if (!same(row[before], row[after])) {
      view.changes.push({ field: before, from: auditValueText(row[before]), to: auditValueText(row[after]) });
    }
  }
  // fromX / toX: one field X before and after (fromAddressId, toAddressId).
  for (const key of Object.keys(row)) {
    const match = PREFIXED.exec(key);
    const other = match ? `to${match[1]}` : null;
    if (!match || !other || !(other in row) || used.has(key)) continue;
    used.add(key).add(other);
    view.changes.push({ field: match[1]!.charAt(0).toLowerCase() + match[1]!.slice(1), from: auditValueText(row[key]), to: auditValueText(row[other]) });
  }
  for (const [field, value] of Object.entries(row)) {
    const text = used.has(field) ? null : auditValueText(value);
    if (text !== null) view.details.push({ field, value: text });
  }
  return view;
}

/**
 * The fields the pages have words for (audit:fields.*); any other shows its name. Cards, grades, refunds, orders,
 * members and their accounts — the names the services write.
 */
export const AUDIT_FIELDS = [
  // A card and its grade.
  'cardCategory',
  'sportsType',
  'year',
  'brand',
  'setName',
  'cardNumber',
  'playerName',
  'description',
  'grade',
  'authentic',
  'surface',
  'edges',
  'corners',
  'centering',
  'centeringFrontLR',
  'centeringFrontTB',
  'centeringBackLR',
  'centeringBackTB',
  'autoGrade',
  'gradedAt',
  'regradedAt',
  'numericGrade',
  'centeringCap',
  'capped',
  'labelsSuperseded',
  'serial',
  // Orders, payments and refunds.
  'orderNumber',
  'addressId',
  'amount',
  'currency',
  'status',
  'items',
  'closedPayments',
  'refundId',
  'newRefundId',
  'attempt',
  'attempts',
  'error',
  'result',
  'eventId',
  'manualTransferRef',
  'bank',
  'holderName',
  'accountLast4',
  'cards',
  'photoIds',
  'imageId',
  'bytes',
  'width',
  'height',
  'replaced',
  'flagId',
  'kind',
  // Members, content and messages.
  'role',
  'revokedSessions',
  'provider',
  'ip',
  'via',
  'lastLoginAt',
  'isDefault',
  'becomesDefault',
  'locale',
  'company',
  'country',
  'files',
  'template',
  'channel',
  'lastError',
  'failedAt',
  'title',
  'slug',
  'isActive',
  'name',
  'changed',
  'advertisingConsent',
  'generation',
  'source',
  'undone',
  'otherCard',
  'sessionsEnded',
  'by',
  'language',
  'fromStatus',
] as const;

const KNOWN_FIELDS: ReadonlySet<string> = new Set(AUDIT_FIELDS);

/** The key of a field's words, or null: the page then shows the field's name. */
export const auditFieldKey = (field: string): string | null => (KNOWN_FIELDS.has(field) ? `audit:fields.${field}` : null);

/** The role the actor acted in, in words; a row written before roles were kept (or by nobody) says "unknown". */
export const auditRoleKey = (role: Role | null): string => `audit:roles.${role ?? 'unknown'}`;
