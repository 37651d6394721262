/** @jest-environment node */
// Property test of the whole order (issue #10): random sequences of member, staff and gateway steps on a fresh paid
// order never reach a forbidden state and never create or lose money. Each run draws an order (how the cards come
// in, card or bank-based payment, a refund account on file or not — one the sandbox bank refuses, decision 0009 —,
// a grading or a reholder order, a gateway that refunds at once or answers PENDING until it settles), walks it along
// the staff page's own offers to a drawn stage (so runs start their random part anywhere from payment to delivery),
// then tries the drawn actions whether or not they are allowed now, with the statuses the caller saw: fresh, or a
// few steps old. "next" among them is the staff page's own next step again.
// After every step:
//   - a refusal is a 4xx AppError (or a field error) and wrote nothing; anything else fails;
//   - a caller whose page was behind gets 409 changedMeanwhile with the order as it is now
//     (docs/product/order-lifecycle.md#staff-steps);
//   - the order's rows keep the invariants of order-invariants.ts (statuses, cards, certificates, money).
// At the end the gateway answers what is pending and the member corrects a refused account: then every refund has
// landed and the money matches the order's status to the unit (decision 0008).
// The seed is fixed (PROPERTY_SEED overrides it, PROPERTY_RUNS the number of runs); a failure prints the seed, the
// shrunk scenario and the steps it took. PROPERTY_TRACE=<file> appends every run's steps to that file.
import fs from 'node:fs';
import fc from 'fast-check';
import { ValidationError } from 'yup';
import type { Member } from '@/lib/server/db/generated/client';
import type { CardCategory, CorrespondCheck, Currency, GradingOrderProcessingStatus as Processing } from '@/lib/server/db/generated/enums';
import { AppError } from '@/lib/server/errors/app-error';
import { advanceOrder } from '@/lib/server/lab/advance-order';
import { checkCard } from '@/lib/server/lab/check-card';
import { getStaffOrder } from '@/lib/server/lab/get-staff-order';
import { markDelivered } from '@/lib/server/lab/mark-delivered';
import { partialCancel } from '@/lib/server/lab/partial-cancel';
import { receiveOrder } from '@/lib/server/lab/receive-order';
import { scoreCard } from '@/lib/server/lab/score-card';
import { shipOut } from '@/lib/server/lab/ship-out';
import { staffRefund } from '@/lib/server/lab/staff-refund';
import { cancelOrder } from '@/lib/server/orders/cancel-order';
import { changeOrderAddress } from '@/lib/server/orders/change-order-address';
import { enterTracking } from '@/lib/server/orders/enter-tracking';
import { saveRefundAccount } from '@/lib/server/orders/save-refund-account';
import { executeRefund } from '@/lib/server/payments/refund-payment';
import { SANDBOX_REJECTED_ACCOUNT_PREFIX, sandboxProvider } from '@/lib/server/payments/sandbox/provider';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { GRADE_STEPS, type Grade } from '@/lib/shared/grading/scale';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { banksFor } from '@/lib/shared/orders/banks';
import { couriersFor } from '@/lib/shared/orders/couriers';
import { needsRefundAccount } from '@/lib/shared/orders/refund-methods';
import { hasRejectedRefund } from '@/lib/shared/orders/refund-state';
import { processingTransitionsFor } from '@/lib/shared/orders/transitions';
import { advanceSchema, cardCheckSchema, expectedStatusesSchema, reasonSchema, scoreSchema, shipSchema } from '@/lib/shared/schemas/lab';
import { cancelOrderSchema, changeOrderAddressSchema, saveRefundAccountSchema, trackingSchema } from '@/lib/shared/schemas/order-actions';
import { createCertificate } from '@/tests/factories/certificate';
import { createMember } from '@/tests/factories/member';
import { createOrderIn } from '@/tests/factories/order-states';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderer, prepareOrderDb } from '../orders/order-helpers';
import { session } from './lab-helpers';
import { type OrderSnapshot, type StatusPair, orderViolations, processingRank, stepViolations } from './order-invariants';

const REFUND_ACCOUNT_REQUIRED = 'labApi:errors.refundAccountRequired';
const ASK_TEMPLATE = 'refundAccountRequested';
const SEED = Number(process.env.PROPERTY_SEED ?? 20_261_124);
const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 30);
/** A run takes about a second on the embedded database; a shrinking failure is stopped here and still reported. */
const TIME_LIMIT = Math.max(240_000, NUM_RUNS * 6_000);

// ───────────────────────────── what a run draws ─────────────────────────────

type CheckResult = Exclude<CorrespondCheck, 'NOT_DETERMINED'>;
/** The statuses the caller's page showed: 0 = fresh, n = as they were n steps ago. */
type Seen = number;

type Step =
  | { kind: 'cancel'; seen: Seen; account: 'none' | 'valid' | 'refused' }
  | { kind: 'tracking'; seen: Seen; wrongCourier: boolean }
  | { kind: 'refundAccount'; seen: Seen; refused: boolean }
  | { kind: 'address'; seen: Seen; to: 'home' | 'office' | 'jeju' | 'foreign' }
  | { kind: 'receive'; seen: Seen }
  | { kind: 'advance'; seen: Seen; to: Processing | null }
  | { kind: 'check'; seen: Seen; card: number; result: CheckResult; note: 'none' | 'vsc' | 'defect' }
  | { kind: 'score'; seen: Seen; card: number; grades: [Grade, Grade, Grade, Grade]; ratios: string[] | null; autograph: 'asked' | 'wrong' }
  | { kind: 'partialCancel'; seen: Seen }
  | { kind: 'refund'; seen: Seen }
  | { kind: 'ship'; seen: Seen; wrongCourier: boolean }
  | { kind: 'deliver'; seen: Seen }
  | { kind: 'gateway'; all: boolean };
type Action =
  | Step
  /** The staff page's own next step. */
  | { kind: 'next' }
  /** The same step (null: the staff page's next one) sent twice at once from the same page: a double click. */
  | { kind: 'twice'; step: Step | null };

interface Scenario {
  start: 'NEED_INVOICE_INPUT' | 'PICKUP_REQUIRED' | 'SHIPPING_IN' | 'QUICK_WAITING';
  currency: Currency;
  method: 'CREDIT_CARD' | 'VIRTUAL_ACCOUNT';
  accountOnFile: 'none' | 'valid' | 'refused';
  reholder: boolean;
  lines: { cardCategory: CardCategory; isAuto: boolean; quantity: number }[];
  gateway: 'instant' | 'pending';
  /** The correspond check the staff page's walk gives each card, by position. */
  plan: CheckResult[];
  /** The refund account the member gives when the walk needs one. */
  walkAccount: 'valid' | 'refused';
  /** Where the staff page's own steps take the order before the drawn actions (null: they start at payment). */
  walkTo: Processing | null;
  actions: Action[];
}

const seenArb: fc.Arbitrary<Seen> = fc.oneof({ weight: 5, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) });
const gradeArb = fc.constantFrom<Grade>(...GRADE_STEPS);
const checkArb = fc.constantFrom<CheckResult>('OK', 'OK', 'MISS_INPUT', 'OMITTED', 'UNGRADABLE');
const RATIOS = ['50/50', '55/45', '60/40', '65/35', '70/30', '80/20', '90/10'];
const PROCESSING_STEPS = Object.keys(processingTransitionsFor('GENERAL')) as Processing[];

const STEP_ARBS: fc.WeightedArbitrary<Step>[] = [
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      seen: seenArb,
      account: fc.constantFrom('none' as const, 'valid' as const, 'refused' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tracking' as const), seen: seenArb, wrongCourier: fc.constantFrom(false, false, false, true) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refundAccount' as const), seen: seenArb, refused: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('address' as const),
      seen: seenArb,
      to: fc.constantFrom('home' as const, 'office' as const, 'jeju' as const, 'foreign' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('receive' as const), seen: seenArb }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      seen: seenArb,
      to: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...PROCESSING_STEPS) }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('check' as const),
      seen: seenArb,
      card: fc.nat({ max: 5 }),
      result: checkArb,
      note: fc.constantFrom('none' as const, 'vsc' as const, 'defect' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('score' as const),
      seen: seenArb,
      card: fc.nat({ max: 5 }),
      grades: fc.tuple(gradeArb, gradeArb, gradeArb, gradeArb),
      ratios: fc.option(fc.array(fc.constantFrom(...RATIOS), { minLength: 4, maxLength: 4 }), { freq: 3, nil: null }),
      autograph: fc.constantFrom('asked' as const, 'asked' as const, 'asked' as const, 'wrong' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('partialCancel' as const), seen: seenArb }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), seen: seenArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('ship' as const), seen: seenArb, wrongCourier: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deliver' as const), seen: seenArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('gateway' as const), all: fc.boolean() }) },
];

const ACTION_ARBS: fc.WeightedArbitrary<Action>[] = [
  ...STEP_ARBS,
  { weight: 5, arbitrary: fc.constant({ kind: 'next' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('twice' as const),
      step: fc.oneof<fc.WeightedArbitrary<Step | null>[]>({ weight: 20, arbitrary: fc.constant(null) }, ...STEP_ARBS),
    }),
  },
];
const actionArb: fc.Arbitrary<Action> = fc.oneof(...ACTION_ARBS);

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  start: fc.constantFrom('NEED_INVOICE_INPUT' as const, 'PICKUP_REQUIRED' as const, 'SHIPPING_IN' as const, 'QUICK_WAITING' as const),
  currency: fc.constantFrom<Currency>('TWD', 'TWD', 'TWD', 'KRW'),
  method: fc.constantFrom('CREDIT_CARD' as const, 'VIRTUAL_ACCOUNT' as const),
  accountOnFile: fc.constantFrom('none' as const, 'valid' as const, 'refused' as const),
  reholder: fc.constantFrom(false, false, false, false, true),
  lines: fc.array(
    fc.record({ cardCategory: fc.constantFrom<CardCategory>('POKEMON', 'SPORTS'), isAuto: fc.boolean(), quantity: fc.integer({ min: 1, max: 2 }) }),
    { minLength: 1, maxLength: 2 },
  ),
  gateway: fc.constantFrom('instant' as const, 'pending' as const),
  plan: fc.array(checkArb, { minLength: 4, maxLength: 4 }),
  walkAccount: fc.constantFrom('valid' as const, 'refused' as const),
  walkTo: fc.constantFrom<Processing | null>(
    null,
    null,
    'WAREHOUSE_IN',
    'CARD_CORRESPOND_CHECKED',
    'CARD_DEFECT_CHECKED',
    'CARD_SCORED',
    'WAREHOUSE_OUT',
    'SHIPPING_OUT',
    'SHIPPING_OUT_COMPLETE',
  ),
  actions: fc.array(actionArb, { maxLength: 12 }),
});

// ───────────────────────────── the world ─────────────────────────────

let testDb: TestDb;
let alice: Orderer;
let bob: Orderer;
let staff: Member;
const addresses = { home: 0, office: 0, jeju: 0, foreign: 0 };

/** The sandbox gateway, answering PENDING in 'pending' runs until the test's "gateway" step settles the refund. */
let gatewayMode: Scenario['gateway'] = 'instant';
const settled = new Set<string>();
const realRefund = sandboxProvider.refund.bind(sandboxProvider);

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  await prepareOrderDb(testDb.db);
  alice = await orderer(testDb.db, { language: 'en' });
  bob = await orderer(testDb.db);
  staff = await createMember(testDb.db, { role: 'STAFF' });
  const office = await testDb.db.shippingAddress.create({
    data: {
      memberId: alice.member.id,
      nickname: 'Office',
      recipient: 'Lin Mei',
      phone: '0912-345-678',
      postalCode: '110',
      address: 'No. 7, Xinyi Rd., Taipei',
      addressDetail: '12F',
    },
  });
  const jeju = await testDb.db.shippingAddress.create({
    data: {
      memberId: alice.member.id,
      nickname: 'Jeju',
      recipient: 'Lin Mei',
      phone: '010-1234-5678',
      postalCode: '63122',
      address: '제주특별자치도 제주시 중앙로 1',
      addressDetail: '2층',
    },
  });
  Object.assign(addresses, { home: alice.addressId, office: office.id, jeju: jeju.id, foreign: bob.addressId });
  jest
    .spyOn(sandboxProvider, 'refund')
    .mockImplementation(async (payment, amount, options) =>
      gatewayMode === 'pending' && !settled.has(options.idempotencyKey) ? { status: 'PENDING' } : realRefund(payment, amount, options),
    );
}, 60_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await testDb.close();
});

// ───────────────────────────── one run ─────────────────────────────

interface Run {
  scenario: Scenario;
  orderId: number;
  orderNumber: string;
  start: StatusPair;
  /** The statuses after each step, oldest first: what a page drawn n steps ago shows. */
  history: StatusPair[];
  trace: string[];
  /** A partial cancellation was refused for want of a refund account (the member has been asked). */
  askedForAccount: boolean;
  /** The order's rows after the last step. */
  loaded?: Loaded;
}

type Outcome =
  { kind: 'done' } | { kind: 'nothing' } | { kind: 'invalid'; errors: string[] } | { kind: 'refused'; status: number; key: string; data?: unknown };

const memberSession = () => session(alice.member);
const staffSession = () => session(staff);

async function load(run: Pick<Run, 'orderId' | 'start'>) {
  const db = testDb.db;
  const order = await db.gradingOrder.findUniqueOrThrow({
    where: { id: run.orderId },
    include: {
      gradingOrderItems: { orderBy: [{ position: 'asc' }, { id: 'asc' }], include: { certificates: { select: { serial: true }, orderBy: { id: 'asc' } } } },
      payments: { orderBy: { id: 'asc' } },
      refunds: { orderBy: { id: 'asc' } },
      events: { orderBy: { id: 'asc' } },
      refundAccount: true,
    },
  });
  const items = order.gradingOrderItems;
  const cancelled = await db.auditLog.findMany({
    where: { action: AUDIT_ACTIONS.cardCancelled, entity: 'GradingOrderItem', entityId: { in: items.map((item) => String(item.id)) } },
    select: { entityId: true },
  });
  // A refused partial cancellation may ask the member for their refund account (ask-refund-account.ts): counted apart.
  const ask = { entity: 'GradingOrder', entityId: order.orderNumber, action: AUDIT_ACTIONS.refundAccountRequested };
  const counts = {
    audit: await db.auditLog.count({ where: { NOT: ask } }),
    outbox: await db.outboxMessage.count({ where: { NOT: { template: ASK_TEMPLATE } } }),
    certificates: await db.certificate.count(),
  };
  const asks = { audit: await db.auditLog.count({ where: ask }), mails: await db.outboxMessage.count({ where: { template: ASK_TEMPLATE } }) };
  const snapshot: OrderSnapshot = {
    start: run.start,
    status: order.gradingOrderStatus,
    processing: order.gradingOrderProcessingStatus,
    submitType: order.submitType,
    totalAmount: order.totalAmount,
    totalPrice: order.totalPrice,
    deliveryCost: order.deliveryCost,
    totalQt: order.totalQt,
    items: items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      price: item.price,
      amount: item.amount,
      casing: item.casing,
      correspondCheck: item.correspondCheck,
      refundId: item.refundId,
      shipped: item.shippedAt !== null,
      cased: item.casedAt !== null,
      certificates: item.certificates.map((certificate) => certificate.serial),
    })),
    payments: order.payments.map(({ id, status, amount }) => ({ id, status, amount })),
    refunds: order.refunds.map(({ id, paymentId, amount, status, reason }) => ({ id, paymentId, amount, status, reason })),
    events: order.events.map(({ fromStatus, toStatus, fromProcessing, toProcessing }) => ({ fromStatus, toStatus, fromProcessing, toProcessing })),
    cancelledCardAudits: cancelled.map((row) => Number(row.entityId)),
  };
  return { order, snapshot, asks, footprint: JSON.stringify({ order, counts }) };
}
type Loaded = Awaited<ReturnType<typeof load>>;

const statusesOf = (snapshot: OrderSnapshot): StatusPair => ({ status: snapshot.status, processing: snapshot.processing });
const expectedOf = (seen: StatusPair) => ({ expectedStatus: seen.status, expectedProcessingStatus: seen.processing });
const otherCurrency = (currency: Currency): Currency => (currency === 'KRW' ? 'TWD' : 'KRW');

function accountFor(currency: Currency, refused: boolean) {
  return { bank: banksFor(currency)[0]!.id, accountNumber: refused ? `${SANDBOX_REJECTED_ACCOUNT_PREFIX}1234567890` : '1234567890123', holderName: 'Lin Mei' };
}

/** The route's own validation of the body (the same yup schema), or the field errors a route answers 400 with. */
async function body<T>(schema: { validate(value: unknown, options: object): Promise<T> }, value: unknown): Promise<T | ValidationError> {
  try {
    return await schema.validate(value, { stripUnknown: true, abortEarly: false });
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
}

/** The staff page's next step, as an action (the walk): what the page offers now, in the order a lab works. */
async function nextStep(run: Run, before: Loaded): Promise<Step | null> {
  const detail = await getStaffOrder(testDb.db, staffSession(), run.orderNumber);
  const { actions, cards } = detail;
  if (actions.receive) return { kind: 'receive', seen: 0 };
  const unchecked = cards.findIndex((card) => card.correspondCheck === 'NOT_DETERMINED');
  if (actions.checkCards && detail.processingStatus === 'WAREHOUSE_IN' && unchecked >= 0) {
    return { kind: 'check', seen: 0, card: unchecked, result: run.scenario.plan[unchecked % run.scenario.plan.length]!, note: 'none' };
  }
  // Staff try the partial cancellation; refused for want of a refund account, the member, asked, gives one.
  if (actions.advanceBlockedBy === 'refundAccountRequired' && run.askedForAccount)
    return { kind: 'refundAccount', seen: 0, refused: run.scenario.walkAccount === 'refused' };
  if (actions.partialCancel) return { kind: 'partialCancel', seen: 0 };
  const unscored = cards.findIndex((card) => (card.correspondCheck === 'OK' || card.correspondCheck === 'MISS_INPUT') && !card.refunded && !card.certificate);
  if (actions.scoreCards && unscored >= 0) return { kind: 'score', seen: 0, card: unscored, grades: [9, 9, 9, 9], ratios: null, autograph: 'asked' };
  // The step the page offers, not the usual first one: an order with nothing to grade skips to WAREHOUSE_OUT (decision 0031 §4).
  if (actions.advanceTo && !actions.advanceBlockedBy) return { kind: 'advance', seen: 0, to: actions.advanceTo as Processing };
  if (actions.shipOut) return { kind: 'ship', seen: 0, wrongCourier: false };
  if (actions.markDelivered) return { kind: 'deliver', seen: 0 };
  if (before.snapshot.refunds.some((refund) => refund.status === 'REQUESTED')) return { kind: 'gateway', all: true };
  if (hasRejectedRefund(before.snapshot.refunds)) return { kind: 'refundAccount', seen: 0, refused: false };
  return null;
}

/** Runs one action against the services, as its route would (the body validated by the route's schema first). */
type Call = (() => Promise<unknown>) | ValidationError | null;

/** The call a step makes, as its route would (the body validated by the route's schema first); null: nothing to do. */
async function prepare(run: Run, action: Step, seen: StatusPair, before: Loaded): Promise<Call> {
  const db = testDb.db;
  const n = run.orderNumber;
  const { currency } = before.order;
  const expected = expectedOf(seen);
  const cardAt = (index: number) => before.order.gradingOrderItems[index % before.order.gradingOrderItems.length]!;
  let call: Call;

  switch (action.kind) {
    case 'gateway': {
      // The gateway's answer to the refunds it has been sitting on (executeRefund is what a retry sweep calls).
      const waiting = before.snapshot.refunds.filter((refund) => refund.status === 'REQUESTED');
      if (waiting.length === 0) return null;
      call = async () => {
        for (const refund of action.all ? waiting : waiting.slice(0, 1)) {
          settled.add(`refund-${refund.id}`);
          await executeRefund(db, refund.id);
        }
      };
      break;
    }
    case 'cancel': {
      const input = await body(cancelOrderSchema, {
        ...expected,
        refundAccount: action.account === 'none' ? null : accountFor(currency, action.account === 'refused'),
      });
      call = input instanceof ValidationError ? input : () => cancelOrder(db, memberSession(), n, input);
      break;
    }
    case 'tracking': {
      const courier = couriersFor(action.wrongCourier ? otherCurrency(currency) : currency)[0]!.id;
      const input = await body(trackingSchema, { ...expected, courier, trackingNumber: '9012-3456-7890', note: 'One box' });
      call = input instanceof ValidationError ? input : () => enterTracking(db, memberSession(), n, input);
      break;
    }
    case 'refundAccount': {
      const input = await body(saveRefundAccountSchema, { ...expected, ...accountFor(currency, action.refused) });
      call = input instanceof ValidationError ? input : () => saveRefundAccount(db, memberSession(), n, input);
      break;
    }
    case 'address': {
      const input = await body(changeOrderAddressSchema, { ...expected, shippingAddressId: addresses[action.to] });
      call = input instanceof ValidationError ? input : () => changeOrderAddress(db, memberSession(), n, input);
      break;
    }
    case 'receive': {
      const input = await body(expectedStatusesSchema, expected);
      call = input instanceof ValidationError ? input : () => receiveOrder(db, staffSession(), n, input);
      break;
    }
    case 'advance': {
      // By default the step the page offered for the statuses it showed; sometimes any step at all.
      const to = action.to ?? processingTransitionsFor(before.order.submitType)[seen.processing][0] ?? 'WAREHOUSE_IN';
      const input = await body(advanceSchema, { ...expected, to });
      call = input instanceof ValidationError ? input : () => advanceOrder(db, staffSession(), n, input);
      break;
    }
    case 'check': {
      const card = cardAt(action.card);
      const corrected = {
        cardCategory: card.cardCategory,
        sportsType: card.sportsType,
        playerName: 'Raichu',
        brand: 'Pokémon',
        setName: 'Base Set',
        year: 2020,
        cardNumber: '14/102',
        description: '',
      };
      const notes = action.note === 'vsc' ? { vscNote: 'Print lines at the top' } : action.note === 'defect' ? { defectNote: 'Soft corner bottom left' } : {};
      const input = await body(cardCheckSchema, {
        ...expected,
        correspondCheck: action.result,
        card: action.result === 'MISS_INPUT' ? corrected : null,
        ...notes,
      });
      call = input instanceof ValidationError ? input : () => checkCard(db, staffSession(), n, card.id, input);
      break;
    }
    case 'score': {
      const card = cardAt(action.card);
      const [surface, edges, corners, centering] = action.grades;
      const [frontLR, frontTB, backLR, backTB] = action.ratios ?? ['', '', '', ''];
      const autoGrade = (action.autograph === 'asked') === card.isAuto ? surface : null;
      const input = await body(scoreSchema, {
        ...expected,
        surface,
        edges,
        corners,
        centering: action.ratios && centering < 8 ? null : centering,
        centeringFrontLR: frontLR,
        centeringFrontTB: frontTB,
        centeringBackLR: backLR,
        centeringBackTB: backTB,
        autoGrade,
      });
      call = input instanceof ValidationError ? input : () => scoreCard(db, staffSession(), n, card.id, input);
      break;
    }
    case 'partialCancel': {
      const input = await body(reasonSchema, { ...expected, reason: 'The card in the sleeve is not the one ordered' });
      call = input instanceof ValidationError ? input : () => partialCancel(db, staffSession(), n, input);
      break;
    }
    case 'refund': {
      const input = await body(reasonSchema, { ...expected, reason: 'The member asked to withdraw the order' });
      call = input instanceof ValidationError ? input : () => staffRefund(db, staffSession(), n, input);
      break;
    }
    case 'ship': {
      const courier = couriersFor(action.wrongCourier ? otherCurrency(currency) : currency)[0]!.id;
      const input = await body(shipSchema, { ...expected, courier, trackingNumber: 'OUT-0001-2345' });
      call = input instanceof ValidationError ? input : () => shipOut(db, staffSession(), n, input);
      break;
    }
    case 'deliver': {
      const input = await body(expectedStatusesSchema, expected);
      call = input instanceof ValidationError ? input : () => markDelivered(db, staffSession(), n, input);
      break;
    }
  }
  return call;
}

/** Runs a prepared call: done, or a refusal the caller can act on. */
async function execute(call: Call): Promise<Outcome> {
  if (call === null) return { kind: 'nothing' };
  if (call instanceof ValidationError) return { kind: 'invalid', errors: call.errors };
  try {
    await call();
    return { kind: 'done' };
  } catch (error) {
    // A refusal the caller can act on: a 4xx with its key (a field error is a 400). Anything else is a bug.
    if (error instanceof AppError && error.status >= 400 && error.status < 500)
      return { kind: 'refused', status: error.status, key: error.key ?? error.code, data: error.details.data };
    if (error instanceof ValidationError) return { kind: 'refused', status: 400, key: error.errors.join(',') };
    throw error;
  }
}

/** Where two loaded footprints differ (e.g. "order.refundAccount", "counts.audit"). */
function changedPaths(before: unknown, after: unknown, path = ''): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) =>
      changedPaths((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
    );
  }
  return [`${path} ${JSON.stringify(before)} → ${JSON.stringify(after)}`];
}

const describeAction = (action: Action) => JSON.stringify(action);
const describeOutcome = (outcome: Outcome) =>
  outcome.kind === 'refused'
    ? `refused ${outcome.status} ${outcome.key}`
    : outcome.kind === 'invalid'
      ? `invalid body ${outcome.errors.join(',')}`
      : outcome.kind;

/** One step and every check after it. */
async function step(run: Run, drawn: Action, strict = false): Promise<Outcome[]> {
  // Nothing else writes between two steps of a run: the last step's "after" is this one's "before".
  const before = run.loaded ?? (await load(run));
  const now = statusesOf(before.snapshot);
  const action = drawn.kind === 'next' || (drawn.kind === 'twice' && !drawn.step) ? await nextStep(run, before) : drawn.kind === 'twice' ? drawn.step : drawn;
  if (!action) {
    run.trace.push(`${run.trace.length + 1}. next: nothing offered at ${now.status}/${now.processing}`);
    return [{ kind: 'nothing' }];
  }
  const seen = 'seen' in action ? (run.history[Math.max(0, run.history.length - 1 - action.seen)] ?? now) : now;
  const call = await prepare(run, action, seen, before);
  const outcomes = drawn.kind === 'twice' && typeof call === 'function' ? await Promise.all([execute(call), execute(call)]) : [await execute(call)];
  const after = await load(run);
  const stale = 'seen' in action && (seen.status !== now.status || seen.processing !== now.processing);
  const label = drawn.kind === 'next' ? 'next → ' : drawn.kind === 'twice' ? 'twice at once: ' : '';
  run.trace.push(
    `${run.trace.length + 1}. ${label}${describeAction(action)} at ${now.status}/${now.processing}${stale ? ` (page showed ${seen.status}/${seen.processing})` : ''}: ${outcomes.map(describeOutcome).join(' | ')}`,
  );

  const problems: string[] = [];
  const refused = (outcome: Outcome) => outcome.kind === 'refused' || outcome.kind === 'invalid' || outcome.kind === 'nothing';
  if (outcomes.every(refused) && after.footprint !== before.footprint) {
    problems.push(`a refused step changed the database: ${changedPaths(JSON.parse(before.footprint), JSON.parse(after.footprint)).join(', ')}`);
  }
  for (const outcome of outcomes) {
    if (!stale || outcome.kind === 'invalid') continue;
    const fresh = outcome.kind === 'refused' ? (outcome.data as { status?: string; processingStatus?: string } | undefined) : undefined;
    if (outcome.kind !== 'refused' || outcome.status !== 409 || !outcome.key.endsWith('changedMeanwhile'))
      problems.push('a caller whose page was behind was not answered 409 changedMeanwhile');
    else if (fresh?.status !== now.status || fresh?.processingStatus !== now.processing)
      problems.push(`the 409 carried ${fresh?.status}/${fresh?.processingStatus}, not the order as it is`);
  }
  // Asking the member for the account is the one thing a refusal writes, and only once a day.
  const accountRequired = outcomes.some((outcome) => outcome.kind === 'refused' && outcome.key === REFUND_ACCOUNT_REQUIRED);
  const asked = after.asks.audit - before.asks.audit;
  if (asked !== after.asks.mails - before.asks.mails)
    problems.push(`${asked} refund-account request(s) recorded, ${after.asks.mails - before.asks.mails} e-mailed`);
  if (asked > 0 && !(action.kind === 'partialCancel' && accountRequired)) problems.push(`${action.kind} asked the member for a refund account`);
  if (after.asks.audit > 1) problems.push(`the member was asked for a refund account ${after.asks.audit} times within a day`);
  if (accountRequired) run.askedForAccount = true;
  if (strict && outcomes.some((outcome) => outcome.kind !== 'done')) problems.push(`${action.kind} should have succeeded`);
  problems.push(...stepViolations(before.snapshot, after.snapshot), ...orderViolations(after.snapshot));
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\nsteps:\n${run.trace.join('\n')}`);
  run.history.push(statusesOf(after.snapshot));
  run.loaded = after;
  return outcomes;
}

/** The gateway answers everything pending and the member corrects a refused account: every refund lands. */
async function settle(run: Run): Promise<void> {
  await step(run, { kind: 'gateway', all: true });
  const loaded = await load(run);
  const { order } = loaded;
  let { snapshot } = loaded;
  if (hasRejectedRefund(snapshot.refunds)) {
    if (!needsRefundAccount(order.paymentMethod))
      throw new Error(`a refund of a ${order.paymentMethod} payment waits for a refund account\nsteps:\n${run.trace.join('\n')}`);
    await step(run, { kind: 'refundAccount', seen: 0, refused: false }, true);
    await step(run, { kind: 'gateway', all: true });
    ({ snapshot } = await load(run));
  }
  const stuck: string[] = [];
  if (snapshot.refunds.some((refund) => refund.status === 'REQUESTED')) stuck.push('a refund is still on its way');
  if (hasRejectedRefund(snapshot.refunds)) stuck.push('a refused refund still waits after the corrected account');
  if (snapshot.status === 'REQUEST_PARTIAL_CANCELED' || snapshot.status === 'WRONG_REFUND_ACCOUNT')
    stuck.push(`the order stays ${snapshot.status} with every refund landed`);
  if (stuck.length > 0) throw new Error(`${stuck.join('\n')}\nsteps:\n${run.trace.join('\n')}`);
}

async function newRun(scenario: Scenario): Promise<Run> {
  const db = testDb.db;
  const lines = scenario.reholder ? scenario.lines.map((line) => ({ ...line, quantity: 1 })) : scenario.lines;
  const { order } = await createOrderIn(db, alice.member.id, scenario.start, {
    method: scenario.method,
    lines,
    overrides: { currency: scenario.currency, submitType: scenario.reholder ? 'REHOLDER' : 'GENERAL' },
  });
  if (scenario.reholder) {
    for (const item of order.gradingOrderItems) {
      const certificate = await createCertificate(db, { memberId: alice.member.id });
      await db.gradingOrderItem.update({ where: { id: item.id }, data: { serialNumber: certificate.serial } });
    }
  }
  if (scenario.method === 'VIRTUAL_ACCOUNT' && scenario.accountOnFile !== 'none') {
    await db.refundAccount.create({
      data: { ...accountFor(scenario.currency, scenario.accountOnFile === 'refused'), memberId: alice.member.id, gradingOrderId: order.id },
    });
  }
  const start = { status: order.gradingOrderStatus, processing: order.gradingOrderProcessingStatus };
  return { scenario, orderId: order.id, orderNumber: order.orderNumber, start, history: [start], trace: [], askedForAccount: false };
}

test(
  `random member, staff and gateway steps keep every order legal and every unit of money accounted for (seed ${SEED}, ${NUM_RUNS} runs)`,
  async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        gatewayMode = scenario.gateway;
        const run = await newRun(scenario);
        expect(orderViolations((await load(run)).snapshot)).toEqual([]);
        // Each drawn stage is reached by at most a few steps a card; an order that stops earlier (refused account) stays.
        for (let walked = 0; scenario.walkTo && processingRank(run.history.at(-1)!.processing) < processingRank(scenario.walkTo) && walked < 30; walked++) {
          if ((await step(run, { kind: 'next' }))[0]!.kind === 'nothing') break;
        }
        for (const action of scenario.actions) await step(run, action);
        await settle(run);
        if (process.env.PROPERTY_TRACE)
          fs.appendFileSync(process.env.PROPERTY_TRACE, `=== ${JSON.stringify({ ...scenario, actions: undefined })}\n${run.trace.join('\n')}\n`);
      }),
      { seed: SEED, numRuns: NUM_RUNS, interruptAfterTimeLimit: TIME_LIMIT, markInterruptAsFailure: true },
    );
  },
  TIME_LIMIT + 60_000,
);

// Decision 0031 §4 (issue #24): orders where no card can be graded — every card OMITTED, every card UNGRADABLE, or a
// mix of both — walked by the staff page's own steps to their end. Refunds never exceed what was paid, per payment
// and in all; an order whose cards all went missing is refunded the rest by staff and ends CANCELLED with everything
// paid back; one with a card that reached us ships it back ungraded and ends COMPLETE, its cards' prices refunded.
const nothingGradedArb: fc.Arbitrary<Scenario> = fc
  .record({
    scenario: scenarioArb,
    plan: fc.oneof(
      fc.constant<CheckResult[]>(['OMITTED', 'OMITTED', 'OMITTED', 'OMITTED']),
      fc.constant<CheckResult[]>(['UNGRADABLE', 'UNGRADABLE', 'UNGRADABLE', 'UNGRADABLE']),
      fc.array(fc.constantFrom<CheckResult>('OMITTED', 'UNGRADABLE'), { minLength: 4, maxLength: 4 }),
    ),
  })
  // A bank-based payment has an account on file (one the sandbox bank may refuse): the walk's partial cancellation
  // needs one, and the member is asked for it only where the staff page blocks a step.
  .map(({ scenario, plan }) => ({
    ...scenario,
    plan,
    accountOnFile: scenario.method === 'VIRTUAL_ACCOUNT' && scenario.accountOnFile === 'none' ? ('valid' as const) : scenario.accountOnFile,
    reholder: false,
    walkTo: null,
    actions: [],
  }));

const NOTHING_GRADED_RUNS = Math.max(4, Math.round(NUM_RUNS / 3));

async function walkToEnd(run: Run): Promise<void> {
  for (let walked = 0; walked < 40; walked++) if ((await step(run, { kind: 'next' }))[0]!.kind === 'nothing') break;
}

test(
  `an order with nothing graded ends as decision 0031 says, never refunding more than was paid (seed ${SEED}, ${NOTHING_GRADED_RUNS} runs)`,
  async () => {
    await fc.assert(
      fc.asyncProperty(nothingGradedArb, async (scenario) => {
        gatewayMode = scenario.gateway;
        const run = await newRun(scenario);
        await walkToEnd(run);
        let { snapshot } = await load(run);
        const allOmitted = snapshot.items.every((item) => item.correspondCheck === 'OMITTED');
        // Nothing reached us, nothing ships: staff refund the rest (the delivery), as the staff page offers.
        if (allOmitted && snapshot.status !== 'CANCELLED') {
          await step(run, { kind: 'refund', seen: 0 }, true);
          await walkToEnd(run);
        }
        await settle(run);
        ({ snapshot } = await load(run));
        const problems = orderViolations(snapshot);
        const returned = (refunds: typeof snapshot.refunds) =>
          refunds.filter((refund) => refund.status === 'COMPLETED' || refund.status === 'REQUESTED').reduce((sum, refund) => sum + refund.amount, 0);
        for (const payment of snapshot.payments) {
          const back = returned(snapshot.refunds.filter((refund) => refund.paymentId === payment.id));
          if (back > payment.amount) problems.push(`payment ${payment.id} paid ${payment.amount} and got ${back} back`);
        }
        const paid = snapshot.payments.reduce((sum, payment) => sum + payment.amount, 0);
        const refunded = returned(snapshot.refunds);
        if (refunded > paid) problems.push(`${refunded} refunded of ${paid} paid`);
        if (snapshot.items.some((item) => item.certificates.length > 0 || item.cased)) problems.push('a card was graded or cased');
        const cardPrices = snapshot.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
        const expected = allOmitted
          ? { status: 'CANCELLED', refunded: paid }
          : { status: 'COMPLETE', processing: 'SHIPPING_OUT_COMPLETE', refunded: cardPrices };
        const actual = allOmitted ? { status: snapshot.status, refunded } : { status: snapshot.status, processing: snapshot.processing, refunded };
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          problems.push(`ended ${JSON.stringify(actual)}, decision 0031 says ${JSON.stringify(expected)}`);
        if (problems.length > 0) throw new Error(`${problems.join('\n')}\nsteps:\n${run.trace.join('\n')}`);
      }),
      { seed: SEED, numRuns: NOTHING_GRADED_RUNS, interruptAfterTimeLimit: TIME_LIMIT, markInterruptAsFailure: true },
    );
  },
  TIME_LIMIT + 60_000,
);
