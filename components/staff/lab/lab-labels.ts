// The words the lab's pages show for queues, processing steps, card checks, blocked steps and audit rows (issue #10):
// keys of the lab namespace, never a raw enum on screen. Order statuses reuse the member's words
// (components/orders/status-labels.ts, myorders namespace): staff and member read the same status the same way.
import type { CorrespondCheck, GradingOrderProcessingStatus, GradingOrderStatus } from '@/lib/server/db/generated/enums';
import { GradingOrderProcessingStatus as PROCESSING, GradingOrderStatus as ORDER_STATUS, CorrespondCheck as CHECKS } from '@/lib/server/db/generated/enums';
import { AUDIT_ACTIONS, type AuditActionKey } from '@/lib/shared/lab/audit-actions';
import type { AuditEntry, QueueId } from '@/lib/shared/lab/views';
import { orderStatusKey } from '@/components/orders/status-labels';

export const queueKey = (queue: QueueId) => `lab:queues.tabs.${queue}`;
export const processingKey = (status: GradingOrderProcessingStatus) => `lab:processing.${status}`;
export const checkKey = (check: CorrespondCheck) => `lab:check.values.${check}`;
/** The server names why an advance is blocked by a key under lab:blocked.* (StaffActions.advanceBlockedBy). */
export const blockedKey = (reason: string) => `lab:blocked.${reason}`;
export const memberOrderStatusKey = (status: GradingOrderStatus) => `myorders:${orderStatusKey(status)}`;

/**
 * What the audit trail calls its rows: the order's events (status, processing, event), the AuditLog actions written
 * about an order, its cards and their certificates (lib/shared/lab/audit-actions.ts, worded by their own key) and
 * the payment rows about the order, each by a key of lab:audit.actions.*. An action the page does not know reads
 * "Other change" with its name.
 */
export const AUDIT_ACTION_KEYS: Readonly<Record<string, string>> = {
  status: 'status',
  processing: 'processing',
  event: 'event',
  ...Object.fromEntries((Object.keys(AUDIT_ACTIONS) as AuditActionKey[]).map((key) => [AUDIT_ACTIONS[key], key])),
  'refund.requested': 'refundRequested',
  // Refunds that finish (decision 0027).
  'refund.attemptFailed': 'refundAttemptFailed',
  'refund.retryRequested': 'refundRetryRequested',
  'refund.manualTransfer': 'refundManualTransfer',
  'payment.started': 'paymentStarted',
  'payment.expired': 'paymentExpired',
};
/** The payment gateway's callbacks are recorded as payment.callback.<event>. */
const PAYMENT_CALLBACK = 'payment.callback.';
export const auditActionKey = (action: string) => {
  const key = action.startsWith(PAYMENT_CALLBACK) ? 'paymentCallback' : AUDIT_ACTION_KEYS[action];
  return key ? `lab:audit.actions.${key}` : 'lab:audit.actions.other';
};

const isIn = <T extends string>(values: Record<string, T>, value: string): value is T => Object.values(values).includes(value as T);

/**
 * An audit row's before/after value in words when it is a status or a check value; anything else (a card's corrected
 * text, a grade) as the server wrote it. `entry.action` says which kind a bare value is.
 */
export function auditValueKey(entry: Pick<AuditEntry, 'action'>, value: string): string | null {
  if (entry.action === 'processing' && isIn(PROCESSING, value)) return processingKey(value);
  if (entry.action === 'status' && isIn(ORDER_STATUS, value)) return memberOrderStatusKey(value);
  if (isIn(CHECKS, value)) return checkKey(value);
  if (isIn(PROCESSING, value)) return processingKey(value);
  if (isIn(ORDER_STATUS, value)) return memberOrderStatusKey(value);
  return null;
}
