// GET /api/orders/[orderNumber]: one order for its owner, or for staff
// (docs/product/order-lifecycle.md#staff-access). Another member's order answers exactly like one that does not exist
// (404), so order numbers cannot be probed.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type {
  Currency,
  GradingOrderProcessingStatus,
  GradingOrderStatus,
  GradingOrderType,
  PaymentMethod,
  PaymentStatus,
  ShippingMethod,
  SubmitType,
} from '@/lib/server/db/generated/enums';
import { type DisplayStatus, displayStatus } from '@/lib/shared/orders/status';
import type { AccessClaims } from '../auth/access-token';
import { orderNotFound } from './order-errors';
import { isStaffRole } from '@/lib/shared/staff/roles';

const INCLUDE = {
  gradingOrderItems: { orderBy: { position: 'asc' } },
  payments: { orderBy: { id: 'desc' }, take: 1 },
} satisfies Prisma.GradingOrderInclude;

type OrderRow = Prisma.GradingOrderGetPayload<{ include: typeof INCLUDE }>;

export interface OrderView {
  orderNumber: string;
  submitType: SubmitType;
  orderType: GradingOrderType;
  status: GradingOrderStatus;
  processingStatus: GradingOrderProcessingStatus;
  displayStatus: DisplayStatus | null;
  currency: Currency;
  paymentMethod: PaymentMethod;
  shippingMethod: ShippingMethod | null;
  discountRate: number;
  totalQt: number;
  totalPrice: number;
  deliveryCost: number;
  /** A coupon's discount, priced into totalAmount (docs/product/payments.md#coupons); 0 without one. */
  discountAmount: number;
  totalAmount: number;
  submittedAt: string | null;
  paidAt: string | null;
  /**
   * An estimate at submission; recomputed from the day the cards arrive
   * (docs/product/order-lifecycle.md#estimated-completion).
   */
  estimatedCompletionAt: string | null;
  shipping: {
    recipient: string | null;
    phone: string | null;
    postalCode: string | null;
    address: string | null;
    addressDetail: string | null;
    memo: string | null;
  };
  items: {
    position: number;
    cardCategory: string;
    sportsType: string;
    year: number | null;
    cardNumber: string | null;
    setName: string | null;
    brand: string | null;
    playerName: string | null;
    description: string | null;
    signer: string | null;
    quantity: number;
    minimumGrade: number | null;
    isAuto: boolean;
    casing: boolean;
    serialNumber: string | null;
    price: number;
    amount: number;
  }[];
  payment: {
    method: PaymentMethod;
    status: PaymentStatus;
    amount: number;
    virtualAccount: { bank: string | null; accountNumber: string | null; holder: string | null; deadline: string | null } | null;
  } | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toOrderView(order: OrderRow): OrderView {
  const payment = order.payments[0];
  return {
    orderNumber: order.orderNumber,
    submitType: order.submitType,
    orderType: order.gradingOrderType,
    status: order.gradingOrderStatus,
    processingStatus: order.gradingOrderProcessingStatus,
    displayStatus: displayStatus(order),
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    shippingMethod: order.shippingMethod,
    discountRate: order.discountRate,
    totalQt: order.totalQt,
    totalPrice: order.totalPrice,
    deliveryCost: order.deliveryCost,
    discountAmount: order.discountAmount,
    totalAmount: order.totalAmount,
    submittedAt: iso(order.submittedAt),
    paidAt: iso(order.paidAt),
    estimatedCompletionAt: iso(order.estimatedCompletionAt),
    shipping: {
      recipient: order.shipRecipient,
      phone: order.shipPhone,
      postalCode: order.shipPostalCode,
      address: order.shipAddress,
      addressDetail: order.shipAddressDetail,
      memo: order.shipMemo,
    },
    items: order.gradingOrderItems.map((item) => ({
      position: item.position,
      cardCategory: item.cardCategory,
      sportsType: item.sportsType,
      year: item.year,
      cardNumber: item.cardNumber,
      setName: item.setName,
      brand: item.brand,
      playerName: item.playerName,
      description: item.description,
      signer: item.signer,
      quantity: item.quantity,
      minimumGrade: item.minimumGrade,
      isAuto: item.isAuto,
      casing: item.casing,
      serialNumber: item.serialNumber,
      price: item.price,
      amount: item.amount,
    })),
    payment: payment
      ? {
          method: payment.method,
          status: payment.status,
          amount: payment.amount,
          virtualAccount: payment.vaAccountNumber
            ? { bank: payment.vaBank, accountNumber: payment.vaAccountNumber, holder: payment.vaHolder, deadline: iso(payment.vaDeadline) }
            : null,
        }
      : null,
  };
}

export async function loadOrderView(db: DbOrTx, where: Prisma.GradingOrderWhereUniqueInput): Promise<OrderView> {
  const order = await db.gradingOrder.findUnique({ where, include: INCLUDE });
  if (!order) throw orderNotFound();
  return toOrderView(order);
}

/** The role decides: staff read any member's order (docs/product/order-lifecycle.md#staff-access). */
export async function getOrder(db: DbOrTx, session: Pick<AccessClaims, 'memberId' | 'role'>, orderNumber: string): Promise<OrderView> {
  const staff = isStaffRole(session.role);
  const order = await db.gradingOrder.findUnique({ where: { orderNumber }, include: INCLUDE });
  // Drafts are not orders yet: they are read through /api/orders/drafts.
  if (!order || order.gradingOrderStatus === 'TEMP_SAVED' || (!staff && order.memberId !== session.memberId)) throw orderNotFound();
  return toOrderView(order);
}
