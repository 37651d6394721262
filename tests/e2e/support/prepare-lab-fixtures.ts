// The lab's fixtures (LAB in e2e-fixtures.ts; issue #10), made by prepare-db.ts before the app starts: a STAFF
// account, the member whose orders the lab works on, and their orders, made through the services the site itself uses
// — submitOrder (priced from the policy, the photo, its event), startPayment and the sandbox gateway's approval
// applied as its callback applies it (docs/decisions/0006-payments.md), enterTracking — so totals, payments
// and events are those of a real paid order whose parcel is on its way in. Only the order number is the fixture's
// own. Idempotent: on a reused database (DATABASE_URL) an order the lab has already worked on keeps its history under
// a retired number and a new one takes the fixture's number.
import { randomInt } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import { hashPassword } from '@/lib/server/auth/password';
import { enterTracking } from '@/lib/server/orders/enter-tracking';
import { submitOrder } from '@/lib/server/orders/submit-order';
import { applyCallbackEvent } from '@/lib/server/payments/apply-callback';
import { newEventId } from '@/lib/server/payments/sandbox/gateway';
import { SANDBOX } from '@/lib/server/payments/sandbox/provider';
import { startPayment } from '@/lib/server/payments/start-payment';
import { createDemoPhoto } from '@/lib/server/seed/builders/demo-photo';
import { submitOrderSchema } from '@/lib/shared/schemas/order/submit';
import { createMember } from '@/tests/factories/member';
import { FIXTURE_PASSWORD, LAB, type LabCardLine } from './e2e-fixtures';
import { ORDER_ADDRESS } from './order-fixtures';

interface Session {
  memberId: number;
  role: 'MEMBER';
}

export async function prepareLabFixtures(db: Db): Promise<void> {
  const taiwan = await db.supportRegion.findUniqueOrThrow({ where: { code: 'TW' } });
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const upsert = async (fixture: { email: string; nick: string }, data: Record<string, unknown>) => {
    const ready = { mbStatus: 'APPROVED' as const, passwordHash, supportRegionId: taiwan.id, membershipId: null, withdrawnAt: null, dormantAt: null, ...data };
    const existing = await db.member.findUnique({ where: { mbEmail: fixture.email } });
    return existing
      ? db.member.update({ where: { id: existing.id }, data: ready })
      : createMember(db, { mbEmail: fixture.email, mbNick: fixture.nick, mbName: fixture.nick, ...ready });
  };
  await upsert(LAB.staff, { role: 'STAFF' });
  const member = await upsert(LAB.member, { role: 'MEMBER', mbPhone: LAB.member.phone, phoneVerifiedAt: new Date() });
  const address =
    (await db.shippingAddress.findFirst({ where: { memberId: member.id, isDefault: true } })) ??
    (await db.shippingAddress.create({ data: { memberId: member.id, ...ORDER_ADDRESS, isDefault: true } }));
  const session: Session = { memberId: member.id, role: 'MEMBER' };
  await inboundOrder(db, session, address.id, LAB.journeyOrder, LAB.journeyLines);
  await inboundOrder(db, session, address.id, LAB.queueOrder, LAB.queueLines);
}

/** The order `orderNumber`, paid by card with its parcel on the way in (SHIPPING_IN, nothing received yet). */
async function inboundOrder(db: Db, session: Session, addressId: number, orderNumber: string, lines: readonly LabCardLine[]): Promise<void> {
  const existing = await db.gradingOrder.findUnique({ where: { orderNumber } });
  if (existing && existing.gradingOrderStatus === 'PROCESSING' && existing.gradingOrderProcessingStatus === 'SHIPPING_IN' && existing.receivedAt === null)
    return;
  if (existing) await db.gradingOrder.update({ where: { id: existing.id }, data: { orderNumber: await retiredNumber(db) } });

  const cards = lines.reduce((sum, line) => sum + line.quantity, 0);
  const photoId = await createDemoPhoto(db, session.memberId, '#5b8def', Math.min(cards, 6));
  const input = await submitOrderSchema.validate(
    {
      idempotencyKey: `e2e-lab-${orderNumber}-${Date.now()}`,
      submitType: 'GENERAL',
      orderType: 'REG',
      currency: 'TWD',
      lines: lines.map((line) => ({ ...line, brand: '', description: '', casing: true })),
      reholderCards: [],
      photos: [{ id: photoId, cardsInPhoto: Math.min(cards, 6) }],
      photoUploadAgreement: true,
      shippingMethod: 'SELF_SHIPPING',
      shippingAddressId: addressId,
      cautionAgreement: true,
      paymentMethod: 'CREDIT_CARD',
      serviceAgreementChecked: true,
    },
    { stripUnknown: true },
  );
  const submitted = await submitOrder(db, session, input);
  await db.gradingOrder.update({ where: { orderNumber: submitted.orderNumber }, data: { orderNumber } });

  // The card approved on the sandbox gateway's page, as its callback reports it.
  await startPayment(db, session, { orderNumber, method: 'CREDIT_CARD' });
  const payment = await db.payment.findFirstOrThrow({ where: { gradingOrder: { orderNumber }, status: 'READY' }, orderBy: { id: 'desc' } });
  await applyCallbackEvent(db, SANDBOX, {
    eventId: newEventId(),
    providerPaymentId: payment.providerPaymentId,
    type: 'payment.approved',
    amount: payment.amount,
    currency: payment.currency,
    occurredAt: new Date(),
  });

  const paid = await db.gradingOrder.findUniqueOrThrow({ where: { orderNumber } });
  await enterTracking(db, session, orderNumber, {
    expectedStatus: paid.gradingOrderStatus,
    expectedProcessingStatus: paid.gradingOrderProcessingStatus,
    ...LAB.trackingIn,
    note: '',
  });
}

/** A free number on the date 990302 for a lab fixture order a run has worked on (kept, never reused). */
async function retiredNumber(db: Db): Promise<string> {
  for (;;) {
    const candidate = `G990302${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (!(await db.gradingOrder.findUnique({ where: { orderNumber: candidate }, select: { id: true } }))) return candidate;
  }
}
