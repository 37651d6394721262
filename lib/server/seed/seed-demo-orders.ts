// The demo orders of member@cardgrade.test (issue #10; data/demo-orders.ts), made through the services the site
// itself uses — submitOrder (priced from the policy, the address snapshot, the photo, its OrderEvent), startPayment
// and the sandbox gateway's events applied as its callback applies them (decision 0006), enterTracking and
// cancelOrder — so totals, payments and events are those of a real order. Only the order number is the seed's own:
// a fixed one (990201) in place of the random one, so the demo orders are easy to find and never a real order's.
// Seeded with the demo accounts only, and only while new payments go to the sandbox gateway (no real gateway is
// ever called). No e-mail is sent. Idempotent and resumable: an order is found by its idempotency key, and each
// step runs only from the state it starts from.
import type { Db } from '@/lib/server/db/client';
import type { GradingOrder } from '@/lib/server/db/generated/client';
import type { Role } from '@/lib/server/db/generated/enums';
import { submitOrderSchema } from '@/lib/shared/schemas/order/submit';
import { cancelOrder } from '../orders/cancel-order';
import { enterTracking } from '../orders/enter-tracking';
import { submitOrder } from '../orders/submit-order';
import { applyCallbackEvent } from '../payments/apply-callback';
import { paymentProviderName } from '../payments/config';
import { newEventId } from '../payments/sandbox/gateway';
import { SANDBOX } from '../payments/sandbox/provider';
import { startPayment } from '../payments/start-payment';
import type { CallbackEvent } from '../payments/types';
import { createDemoPhoto } from './builders/demo-photo';
import { DEMO_ADDRESS, DEMO_ORDERS, DEMO_ORDER_MEMBER, type DemoOrder } from './data/demo-orders';

interface DemoSession {
  memberId: number;
  role: Role;
}

/**
 * The demo virtual account stays open 30 days (the longest VIRTUAL_ACCOUNT_HOURS allows) so a development database
 * keeps an order waiting for its deposit for a while; the hourly sweep expires it after that, as any other.
 */
const DEMO_DEPOSIT_DAYS = 30;

/** Creates the demo orders that are missing and finishes any a broken run left half-way; returns how many it created. */
export async function seedDemoOrders(db: Db): Promise<number> {
  if (paymentProviderName() !== SANDBOX) return 0;
  const member = await db.member.findUnique({ where: { mbEmail: DEMO_ORDER_MEMBER } });
  if (!member) return 0;
  const session: DemoSession = { memberId: member.id, role: member.role };
  const addressId = await demoAddress(db, member.id);
  let created = 0;
  for (const demo of DEMO_ORDERS) {
    if (!(await db.gradingOrder.findUnique({ where: { idempotencyKey: demo.idempotencyKey }, select: { id: true } }))) {
      await submitDemoOrder(db, session, addressId, demo);
      created += 1;
    }
    await db.gradingOrder.updateMany({
      where: { idempotencyKey: demo.idempotencyKey, orderNumber: { not: demo.orderNumber } },
      data: { orderNumber: demo.orderNumber },
    });
    await advance(db, session, demo);
  }
  return created;
}

/** The member's default address (any address of theirs will do); one is created when they have none. */
async function demoAddress(db: Db, memberId: number): Promise<number> {
  const existing = await db.shippingAddress.findFirst({ where: { memberId }, orderBy: [{ isDefault: 'desc' }, { id: 'asc' }] });
  return existing ? existing.id : (await db.shippingAddress.create({ data: { memberId, ...DEMO_ADDRESS, isDefault: true } })).id;
}

async function submitDemoOrder(db: Db, session: DemoSession, shippingAddressId: number, demo: DemoOrder): Promise<void> {
  const cards = demo.lines.reduce((sum, line) => sum + line.quantity, 0);
  const photoId = await createDemoPhoto(db, session.memberId, demo.photoColour, Math.min(cards, 6));
  // The wizard's own schema: the service is given what POST /api/orders would give it.
  const input = await submitOrderSchema.validate(
    {
      idempotencyKey: demo.idempotencyKey,
      submitType: 'GENERAL',
      orderType: demo.orderType,
      currency: 'TWD',
      lines: demo.lines.map((line) => ({ ...line, brand: '', description: '', signer: '', minimumGrade: null, casing: true })),
      reholderCards: [],
      photos: [{ id: photoId, cardsInPhoto: Math.min(cards, 6) }],
      photoUploadAgreement: true,
      shippingMethod: demo.shippingMethod,
      shippingAddressId,
      cautionAgreement: true,
      paymentMethod: demo.paymentMethod,
      serviceAgreementChecked: true,
    },
    { stripUnknown: true },
  );
  await submitOrder(db, session, input);
}

/** Takes the order from where it is to its demo stage, one service call per step. */
async function advance(db: Db, session: DemoSession, demo: DemoOrder): Promise<void> {
  const load = () => db.gradingOrder.findUniqueOrThrow({ where: { orderNumber: demo.orderNumber } });
  let order = await load();
  if (order.gradingOrderStatus === 'SAVED' && demo.stage === 'cancelled') {
    await cancelOrder(db, session, demo.orderNumber, { ...expected(order), refundAccount: null });
    return;
  }
  if (order.gradingOrderStatus === 'SAVED' && demo.stage !== 'submitted') {
    await pay(db, session, demo);
    order = await load();
  }
  if (demo.tracking && order.gradingOrderStatus === 'PROCESSING' && order.gradingOrderProcessingStatus === 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION') {
    await enterTracking(db, session, demo.orderNumber, { ...expected(order), ...demo.tracking, note: '' });
  }
}

const expected = (order: GradingOrder) => ({ expectedStatus: order.gradingOrderStatus, expectedProcessingStatus: order.gradingOrderProcessingStatus });

/** The payment step, then what the sandbox gateway's button would report: the card approved, or the account issued. */
async function pay(db: Db, session: DemoSession, demo: DemoOrder): Promise<void> {
  await startPayment(db, session, { orderNumber: demo.orderNumber, method: demo.paymentMethod });
  const payment = await db.payment.findFirstOrThrow({ where: { gradingOrder: { orderNumber: demo.orderNumber }, status: 'READY' }, orderBy: { id: 'desc' } });
  const now = new Date();
  const event: CallbackEvent = {
    eventId: newEventId(),
    providerPaymentId: payment.providerPaymentId,
    type: 'payment.approved',
    amount: payment.amount,
    currency: payment.currency,
    occurredAt: now,
  };
  if (demo.paymentMethod === 'VIRTUAL_ACCOUNT') {
    Object.assign(event, {
      type: 'virtual_account.issued',
      vaBank: '812 Taishin Bank',
      vaAccountNumber: `9${demo.orderNumber.slice(1)}`,
      vaHolder: 'CardGrade',
      vaDeadline: new Date(now.getTime() + DEMO_DEPOSIT_DAYS * 86_400_000),
    });
  }
  await applyCallbackEvent(db, SANDBOX, event);
}
