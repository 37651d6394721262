// The back office's view of the message outbox (decision 0026, ADMIN only): the list of messages that could not be
// delivered (FAILED) or are still waiting (PENDING), and the resend of a FAILED one.
import { type InferType, object } from 'yup';
import { idParam, optionalChoice, pageParam } from './query-fields';

export const OUTBOX_LIST_STATUSES = ['FAILED', 'PENDING'] as const;
export type OutboxListStatus = (typeof OUTBOX_LIST_STATUSES)[number];

/** GET /api/admin/messages?status=&page=: FAILED when absent. */
export const outboxListQuerySchema = object({
  status: optionalChoice(OUTBOX_LIST_STATUSES),
  page: pageParam(),
});
export type OutboxListQuery = InferType<typeof outboxListQuerySchema>;

/** POST /api/admin/messages/[id]/resend. */
export const outboxMessageParamSchema = object({ id: idParam() });
