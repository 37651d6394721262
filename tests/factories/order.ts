// Orders for tests: priced from the seeded policy with the same quote the services use.
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { newOrderNumber } from '@/lib/server/orders/order-number';
import { PRICE_POLICIES } from '@/lib/server/seed/data/price-policy';
import { type QuoteLine, quoteOrder } from '@/lib/shared/orders/quote';

export interface OrderOptions {
  lines?: QuoteLine[];
  overrides?: Partial<Prisma.GradingOrderUncheckedCreateInput>;
}

export async function createOrder(db: Db, memberId: number, options: OrderOptions = {}) {
  const overrides = options.overrides ?? {};
  const currency = overrides.currency ?? 'TWD';
  const submitType = overrides.submitType ?? 'GENERAL';
  const shippingMethod = overrides.shippingMethod ?? 'SELF_SHIPPING';
  const lines = options.lines ?? [{ cardCategory: 'POKEMON', isAuto: false, quantity: 2 }];
  const quote = quoteOrder({ policy: PRICE_POLICIES[currency], submitType, orderType: overrides.gradingOrderType ?? 'REG', lines, shippingMethod, discountRate: 0 });
  return db.gradingOrder.create({
    data: {
      orderNumber: newOrderNumber(submitType),
      memberId,
      currency,
      submitType,
      shippingMethod,
      gradingOrderType: quote.orderType,
      gradingOrderStatus: 'SAVED',
      totalPrice: quote.totalPrice,
      deliveryCost: quote.deliveryCost,
      totalAmount: quote.totalAmount,
      totalQt: quote.totalQt,
      ...quote.counts,
      ...quote.totals,
      submittedAt: new Date(),
      shipRecipient: 'Test Collector',
      shipPhone: '+886912345678',
      shipAddress: 'No. 1, Section 1, Zhongxiao E. Rd., Taipei',
      ...overrides,
      gradingOrderItems: {
        create: quote.lines.map((line, position) => ({
          position,
          cardCategory: line.cardCategory,
          gradingOrderItemType: line.gradingOrderItemType ?? 'POKEMON',
          isAuto: line.isAuto,
          quantity: line.quantity,
          price: line.price,
          amount: line.amount,
          playerName: line.cardCategory === 'POKEMON' ? 'Pikachu' : 'Shohei Ohtani',
          year: 2023,
        })),
      },
    },
    include: { gradingOrderItems: true },
  });
}
