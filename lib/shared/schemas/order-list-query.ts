// GET /api/orders?tab=&type=&page= — the member's order list (docs/product/order-lifecycle.md#order-list-tabs).
// Query values arrive as text: a blank one counts as absent (tab "all", every type, page 1); anything else
// that is not exactly a tab, a type or a page number from 1 to 10000 is refused (a repeated parameter
// arrives as a list and is refused too), never guessed.
import { type InferType, number, object, string } from 'yup';
import { MAX_ORDER_LIST_PAGE, ORDER_LIST_TYPES, ORDER_TABS, type OrderListType, type OrderTab } from '../orders/order-tabs';
import { ORDER_ACTION_ERRORS } from './order-actions';

const WRONG = ORDER_ACTION_ERRORS.wrongType;

const blankIsAbsent = (_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() || undefined : original);

export const orderListQuerySchema = object({
  tab: string<OrderTab>().transform(blankIsAbsent).typeError(WRONG).oneOf(ORDER_TABS, WRONG).default('all'),
  type: string<OrderListType>().transform(blankIsAbsent).typeError(WRONG).oneOf(ORDER_LIST_TYPES, WRONG).nullable().default(null),
  page: number()
    .transform((_value: unknown, original: unknown) => {
      const text = blankIsAbsent(undefined, original);
      if (text === undefined || typeof text === 'number') return text;
      return typeof text === 'string' && /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
    })
    .typeError(WRONG)
    .integer(WRONG)
    .min(1, WRONG)
    .max(MAX_ORDER_LIST_PAGE, WRONG)
    .default(1),
});

export type OrderListQuery = InferType<typeof orderListQuerySchema>;
