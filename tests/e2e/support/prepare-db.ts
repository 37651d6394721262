// Runs before `next start` in playwright.config.ts (`npx tsx tests/e2e/support/prepare-db.ts`): migrates and
// seeds the run's database as the app would on its first start, then adds the members of e2e-fixtures.ts
// and the order journeys' members and graded cards (order-fixtures.ts), and the hostile-input suite's
// members, orders and sandbox payments (HOSTILE in e2e-fixtures.ts), and the lab's staff, member and paid orders
// (LAB in e2e-fixtures.ts, prepare-lab-fixtures.ts).
// Idempotent: on a reused PostgreSQL database (DATABASE_URL) the dormant members are made dormant again.
// It exits before the app starts, which releases the embedded database's lock.
import { createHash } from 'node:crypto';
import { openForScript, runScript } from '@/scripts/db/open';
import { hashPassword } from '@/lib/server/auth/password';
import { seedIfEmpty } from '@/lib/server/seed/seed-database';
import { createMember } from '@/tests/factories/member';
import { createOrder } from '@/tests/factories/order';
import {
  API_CERTIFICATE,
  COUPONS_ADMIN,
  DORMANT_PROJECTS,
  DORMANT_PURPOSES,
  FIXTURE_PASSWORD,
  HOSTILE,
  PHONE_OWNER,
  PRICES_ADMIN,
  dormantMemberEmail,
} from './e2e-fixtures';
import { ORDER_ADDRESS, ORDER_PROJECTS, ORDER_PURPOSES, REHOLDER_CARD, orderMember, reholderSerials } from './order-fixtures';
import { prepareCertificateFixtures } from './prepare-certificate-fixtures';
import { prepareCollectorFixtures } from './prepare-collector-fixtures';
import { prepareLabFixtures } from './prepare-lab-fixtures';
import { preparePopulationFixtures } from './prepare-population-fixtures';

const YEAR_AND_A_MONTH_AGO = () => new Date(Date.now() - 400 * 86_400_000);

void runScript(async () => {
  const db = await openForScript();
  // The storefront and certificate journeys read the demo shops, notices and certificates; the journeys make their own
  // members, so no demo accounts (as on a production server without SEED_DEMO).
  await seedIfEmpty(db, { demoContent: true, demoAccounts: false, log: () => undefined });

  for (const project of DORMANT_PROJECTS) {
    for (const purpose of DORMANT_PURPOSES) {
      const email = dormantMemberEmail(project, purpose);
      const dormant = { mbStatus: 'DORMANCY' as const, dormantAt: new Date(), lastLoginAt: YEAR_AND_A_MONTH_AGO() };
      const existing = await db.member.findUnique({ where: { mbEmail: email } });
      if (existing) await db.member.update({ where: { id: existing.id }, data: dormant });
      else await createMember(db, { mbEmail: email, mbNick: `sleepy${purpose}${project}`, ...dormant }, FIXTURE_PASSWORD);
    }
  }

  if (!(await db.member.findUnique({ where: { mbEmail: PHONE_OWNER.email } }))) {
    await createMember(db, { mbEmail: PHONE_OWNER.email, mbNick: 'phoneowner', mbPhone: PHONE_OWNER.e164, phoneVerifiedAt: new Date() }, FIXTURE_PASSWORD);
  }
  await prepareOrderFixtures(db);
  // The gateway site (playwright.config.ts) runs only the payment journeys: its members are the order journeys'; the
  // other fixtures pay in the sandbox, which that site does not use for TWD.
  if (process.env.E2E_PREPARE === 'gateway') {
    await db.$disconnect();
    return;
  }
  await prepareHostileFixtures(db);
  await prepareLabFixtures(db);
  await prepareCertificateFixtures(db);
  // The population report's spec card (issue #22).
  await preparePopulationFixtures(db);
  await prepareCollectorFixtures(db);
  await db.$disconnect();
});

/**
 * The order journeys' members (verified phone, a default return address, no membership discount, the
 * Taiwan service) and the graded cards their reholder journeys re-case. Idempotent on a reused database.
 */
async function prepareOrderFixtures(db: Awaited<ReturnType<typeof openForScript>>): Promise<void> {
  const taiwan = await db.supportRegion.findUniqueOrThrow({ where: { code: 'TW' } });
  for (const project of ORDER_PROJECTS) {
    for (const purpose of ORDER_PURPOSES) {
      const fixture = orderMember(project, purpose);
      const ready = { mbStatus: 'APPROVED' as const, mbPhone: fixture.phone, phoneVerifiedAt: new Date(), supportRegionId: taiwan.id, membershipId: null };
      const existing = await db.member.findUnique({ where: { mbEmail: fixture.email } });
      const member = existing
        ? await db.member.update({ where: { id: existing.id }, data: ready })
        : await createMember(db, { mbEmail: fixture.email, mbNick: fixture.nick, mbName: fixture.nick, ...ready }, FIXTURE_PASSWORD);
      if ((await db.shippingAddress.count({ where: { memberId: member.id } })) === 0) {
        await db.shippingAddress.create({ data: { memberId: member.id, ...ORDER_ADDRESS, isDefault: true } });
      }
    }
    const owner = await db.member.findUniqueOrThrow({ where: { mbEmail: orderMember(project, 'reholder').email } });
    for (const serial of reholderSerials(project)) {
      const card = {
        cardCategory: 'POKEMON' as const,
        sportsType: 'POKEMON' as const,
        year: REHOLDER_CARD.year,
        setName: REHOLDER_CARD.setName,
        playerName: REHOLDER_CARD.playerName,
        grade: REHOLDER_CARD.grade,
        authentic: false,
        memberId: owner.id,
      };
      await db.certificate.upsert({
        where: { serial },
        update: card,
        create: { serial, ...card, surface: 9, edges: 9, corners: 9, centering: 9, gradedAt: new Date() },
      });
    }
  }
}

type ScriptDb = Awaited<ReturnType<typeof openForScript>>;

/**
 * The hostile-input suite's members, orders and sandbox payments (HOSTILE). Idempotent, and on a reused
 * database (DATABASE_URL) it puts back what an earlier run changed: passwords, statuses, payments.
 */
async function prepareHostileFixtures(db: ScriptDb): Promise<void> {
  const taiwan = await db.supportRegion.findUniqueOrThrow({ where: { code: 'TW' } });
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const upsertMember = async (fixture: { email: string; nick: string }, extra: { mbId?: string; mbPhone?: string; role?: 'ADMIN' } = {}) => {
    const ready = {
      mbStatus: 'APPROVED' as const,
      role: extra.role ?? ('MEMBER' as const),
      passwordHash,
      supportRegionId: taiwan.id,
      membershipId: null,
      withdrawnAt: null,
      dormantAt: null,
      ...(extra.mbPhone ? { mbPhone: extra.mbPhone, phoneVerifiedAt: new Date() } : {}),
    };
    const existing = await db.member.findUnique({ where: { mbEmail: fixture.email } });
    return existing
      ? db.member.update({ where: { id: existing.id }, data: { mbNick: fixture.nick, ...ready } })
      : createMember(db, { mbEmail: fixture.email, mbNick: fixture.nick, mbName: fixture.nick, ...(extra.mbId ? { mbId: extra.mbId } : {}), ...ready });
  };
  const main = await upsertMember(HOSTILE.main, { mbId: HOSTILE.main.mbId, mbPhone: HOSTILE.main.phone });
  await upsertMember(HOSTILE.loginTarget);
  await upsertMember(HOSTILE.password);
  const withdraw = await upsertMember(HOSTILE.withdraw);
  await upsertMember(HOSTILE.admin, { role: 'ADMIN' });
  await upsertMember(HOSTILE.apiKeys);
  // main's key to the public API, live again whatever an earlier run did (only its hash is stored).
  const apiKey = { memberId: main.id, name: 'Hostile fuzz', prefix: HOSTILE.apiKey.slice(4, 12), revokedAt: null };
  const hash = createHash('sha256').update(HOSTILE.apiKey).digest('hex');
  await db.apiKey.upsert({ where: { hash }, update: apiKey, create: { ...apiKey, hash } });
  const apiCard = {
    cardCategory: 'POKEMON' as const,
    sportsType: 'POKEMON' as const,
    year: 2023,
    brand: 'The Pokémon Company',
    setName: 'Scarlet & Violet 151',
    cardNumber: '025/165',
  };
  await db.certificate.upsert({
    where: { serial: API_CERTIFICATE.serial },
    update: {},
    create: {
      ...apiCard,
      serial: API_CERTIFICATE.serial,
      playerName: API_CERTIFICATE.playerName,
      grade: API_CERTIFICATE.grade,
      authentic: false,
      surface: 10,
      edges: 10,
      corners: 10,
      centering: 10,
      gradedAt: new Date('2026-11-01T00:00:00Z'),
      publishedAt: new Date(),
    },
  });
  await upsertMember(PRICES_ADMIN, { role: 'ADMIN' });
  await upsertMember(COUPONS_ADMIN, { role: 'ADMIN' });

  if ((await db.shippingAddress.count({ where: { memberId: main.id, isDefault: true } })) === 0) {
    await db.shippingAddress.create({ data: { memberId: main.id, ...ORDER_ADDRESS, isDefault: true } });
  }
  // Orders keep their number across runs; an earlier run may have paid or cancelled them.
  const order = async (memberId: number, orderNumber: string, status: 'SAVED' | 'WAITING_FOR_DEPOSIT' | 'PROCESSING') => {
    const existing = await db.gradingOrder.findUnique({ where: { orderNumber } });
    if (existing) return db.gradingOrder.update({ where: { id: existing.id }, data: { gradingOrderStatus: status, memberId } });
    return createOrder(db, memberId, { overrides: { orderNumber, gradingOrderStatus: status } });
  };
  await order(main.id, HOSTILE.orderNumber, 'SAVED');
  await order(withdraw.id, HOSTILE.withdrawBlockingOrder, 'PROCESSING');
  await order(main.id, HOSTILE.actionOrders.cancel, 'SAVED');
  for (const orderNumber of [HOSTILE.actionOrders.paid, HOSTILE.actionOrders.tracking]) {
    const paid = await order(main.id, orderNumber, 'PROCESSING');
    await db.gradingOrder.update({
      where: { id: paid.id },
      data: {
        gradingOrderProcessingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
        shippingMethod: 'SELF_SHIPPING',
        paymentMethod: 'VIRTUAL_ACCOUNT',
      },
    });
  }
  // The lab routes' order: paid, cards on their way in, nothing checked or graded yet (an earlier run may have
  // received it and split its lines: back to one line of two cards).
  const lab = await order(main.id, HOSTILE.labOrder, 'PROCESSING');
  await db.gradingOrderItem.deleteMany({ where: { gradingOrderId: lab.id, position: { gt: 0 } } });
  await db.gradingOrderItem.updateMany({
    where: { gradingOrderId: lab.id },
    data: { quantity: 2, correspondCheck: 'NOT_DETERMINED', checkedAt: null, refundId: null },
  });
  await db.gradingOrder.update({
    where: { id: lab.id },
    data: {
      gradingOrderProcessingStatus: 'SHIPPING_IN',
      shippingMethod: 'SELF_SHIPPING',
      deliveryComIn: 'TW-POST',
      trackingNumIn: 'HOSTILE123',
      receivedAt: null,
    },
  });
  for (const payment of Object.values(HOSTILE.payments)) {
    const deposit = payment === HOSTILE.payments.deposit;
    const owner = await order(main.id, payment.orderNumber, deposit ? 'WAITING_FOR_DEPOSIT' : 'SAVED');
    await db.paymentCallback.deleteMany({ where: { payment: { providerPaymentId: payment.id } } });
    const va = deposit
      ? { vaBank: '812 Taishin Bank', vaAccountNumber: '90000000000001', vaHolder: 'CardGrade', vaDeadline: new Date(Date.now() + 72 * 3_600_000) }
      : { vaBank: null, vaAccountNumber: null, vaHolder: null, vaDeadline: null };
    const state = {
      gradingOrderId: owner.id,
      method: payment.method,
      status: deposit ? ('PENDING_DEPOSIT' as const) : ('READY' as const),
      amount: owner.totalAmount,
      currency: owner.currency,
      approvedAt: null,
      failedReason: null,
      ...va,
    };
    await db.payment.upsert({
      where: { providerPaymentId: payment.id },
      update: state,
      create: { provider: 'sandbox', providerPaymentId: payment.id, ...state },
    });
  }
  const card = {
    cardCategory: 'POKEMON' as const,
    sportsType: 'POKEMON' as const,
    year: REHOLDER_CARD.year,
    setName: REHOLDER_CARD.setName,
    playerName: REHOLDER_CARD.playerName,
    grade: REHOLDER_CARD.grade,
    authentic: false,
    memberId: main.id,
  };
  await db.certificate.upsert({
    where: { serial: HOSTILE.serial },
    update: card,
    create: { serial: HOSTILE.serial, ...card, surface: 9, edges: 9, corners: 9, centering: 9, gradedAt: new Date() },
  });
}
