// The lab's reading side (issue #10): GET /api/admin/orders?queue=&q=&page= (the queue tabs and the search box)
// and POST /api/admin/orders/[orderNumber]/notes { body } (an internal note on the order page; the same schema
// checks the note form). Query values arrive as text: a blank one counts as absent; anything else must be exact.
import { type InferType, number, object, string } from 'yup';
import { QUEUE_IDS } from '../lab/queues';
import type { QueueId } from '../lab/views';
import { strictString } from './fields';

export const LAB_READ_ERRORS = {
  wrongType: 'labApi:read.wrongType',
  searchTooLong: 'labApi:read.searchTooLong',
  noteRequired: 'labApi:read.noteRequired',
  noteTooLong: 'labApi:read.noteTooLong',
} as const;
const E = LAB_READ_ERRORS;

export const SEARCH_MAX = 100;
export const NOTE_MAX = 2000;
/** Far past any queue's length; keeps the row offset small. */
export const MAX_STAFF_ORDERS_PAGE = 10_000;

const blankIsAbsent = (_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() || undefined : original);

export const staffOrderListQuerySchema = object({
  /** Absent: the default queue, or every order when searching (list-staff-orders.ts). */
  queue: string<QueueId>().transform(blankIsAbsent).typeError(E.wrongType).oneOf(QUEUE_IDS, E.wrongType).nullable().default(null),
  q: string().transform(blankIsAbsent).typeError(E.wrongType).max(SEARCH_MAX, E.searchTooLong).nullable().default(null),
  page: number()
    .transform((_value: unknown, original: unknown) => {
      const text = blankIsAbsent(undefined, original);
      if (text === undefined || typeof text === 'number') return text;
      return typeof text === 'string' && /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
    })
    .typeError(E.wrongType)
    .integer(E.wrongType)
    .min(1, E.wrongType)
    .max(MAX_STAFF_ORDERS_PAGE, E.wrongType)
    .default(1),
});
export type StaffOrderListQuery = InferType<typeof staffOrderListQuerySchema>;

export const orderNoteSchema = object({
  body: strictString(E.wrongType).required(E.noteRequired).max(NOTE_MAX, E.noteTooLong),
});
export type OrderNoteInput = InferType<typeof orderNoteSchema>;
