// Estimated turnaround in business days per order type (docs/product/order-lifecycle.md#estimated-completion: REG 15,
// EXP 5, REHOLDER 10; bulk up to 30 business days): the order's estimated completion, the service pages and the
// seeded price policy.
import type { GradingOrderType } from '@/lib/server/db/generated/enums';

export const TURNAROUND_BUSINESS_DAYS = { REG: 15, EXP: 5, BULK: 30, REHOLDER: 10 } as const satisfies Record<GradingOrderType, number>;
