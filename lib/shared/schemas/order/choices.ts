// The choices an order's fields accept (docs/product/orders.md#card-line-fields,
// docs/product/orders.md#submission-types), shared by the order schemas and the wizard's pickers. Enum lists come
// from the Prisma enums, never copied by hand.
import { CardCategory, GradingOrderType, SportsType, SubmitType } from '@/lib/server/db/generated/enums';
import { GATEWAY_METHODS } from '../../payments';

export const CARD_CATEGORIES = Object.values(CardCategory);
export const SPORTS_TYPES = Object.values(SportsType);
export const SUBMIT_TYPES = Object.values(SubmitType);
export const DRAFT_ORDER_TYPES = [GradingOrderType.REG, GradingOrderType.EXP, GradingOrderType.BULK] as const;
/** Sports type is asked only for these categories (docs/product/orders.md#card-line-fields). */
export const SPORTS_TYPE_CATEGORIES: readonly CardCategory[] = ['SPORTS', 'ETC'];
/**
 * The methods some payment gateway takes; an order naming another of docs/product/payments.md#payment-methods is
 * refused ("not available"). Which of them the payment step offers depends on the order's currency's gateway.
 */
export const SUPPORTED_PAYMENT_METHODS = GATEWAY_METHODS;
