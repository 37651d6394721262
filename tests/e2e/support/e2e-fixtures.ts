// Members the browser tests need but cannot make through the UI, created by prepare-db.ts before the
// app starts. Plain data only: the spec files import this, so no server code here.

export const FIXTURE_PASSWORD = 'Member!2345';

/**
 * Dormant members per Playwright project and test. No screen makes a member dormant (the sweep needs a
 * year without login), and ACTIVATE changes the member, so the two projects sharing one database each get
 * their own: both can press ACTIVATE whatever order or worker they run in.
 */
export function dormantMemberEmail(project: string, purpose: DormantPurpose): string {
  return `dormant-${purpose}-${project}@e2e.test`;
}

export const DORMANT_PROJECTS = ['desktop', 'mobile'] as const;
export const DORMANT_PURPOSES = ['activate', 'home'] as const;
export type DormantPurpose = (typeof DORMANT_PURPOSES)[number];

/** A member whose phone number is already verified: another member cannot verify the same number. */
export const PHONE_OWNER = { email: 'phone-owner@e2e.test', e164: '+886900000001', national: '900000001' } as const;

/**
 * The hostile-input suite's members (tests/e2e/hostile). `main` is the session the fuzzed calls run
 * with: APPROVED, phone verified, a default return address, submitted orders and sandbox payments.
 * Calls that can hold up, change or end an account get their own member, so `main` always logs in
 * with its password alone: wrong passwords make the login of the account they name ask for a proof of
 * work (after 3) and stop the current-password check of my page (after 5), a valid withdrawal scrubs
 * the account, a valid password change replaces the password.
 */
export const HOSTILE = {
  main: {
    email: 'hostile@e2e.test',
    nick: 'hostilefuzz',
    // A fixed public id so GET /api/member/photo/[mbId] has a real sample.
    mbId: 'e2e0f022-0000-4000-8000-00000000f022',
    phone: '+886912999001',
  },
  /** The account POST /api/login is fuzzed against (its failed logins slow down nobody else). */
  loginTarget: { email: 'hostile-login@e2e.test', nick: 'hostilelogin' },
  /** PUT /api/member/password: its password may change mid-run. */
  password: { email: 'hostile-password@e2e.test', nick: 'hostilepassword' },
  /** POST /api/member/withdraw: an order in progress blocks the withdrawal even when the body is valid. */
  withdraw: { email: 'hostile-withdraw@e2e.test', nick: 'hostilewithdraw' },
  /**
   * Order numbers have the shape of real ones ("G" and 12 digits, parseOrderNumber); the date part
   * 990101 keeps them apart from the orders the journeys submit.
   * A submitted (SAVED) order of `main`, to read and to start payments for.
   */
  orderNumber: 'G990101900001',
  /**
   * Sandbox payments of `main`, each on its own order, one per button of the hosted page (a valid
   * request uses a payment up: approve, decline and issue each need a READY payment of their own).
   */
  payments: {
    card: { id: 'sbx_hostile_card', orderNumber: 'G990101900002', method: 'CREDIT_CARD' },
    decline: { id: 'sbx_hostile_decline', orderNumber: 'G990101900007', method: 'CREDIT_CARD' },
    virtualAccount: { id: 'sbx_hostile_va', orderNumber: 'G990101900003', method: 'VIRTUAL_ACCOUNT' },
    callback: { id: 'sbx_hostile_callback', orderNumber: 'G990101900004', method: 'CREDIT_CARD' },
    /** An issued virtual account waiting for the deposit (the order is WAITING_FOR_DEPOSIT). */
    deposit: { id: 'sbx_hostile_deposit', orderNumber: 'G990101900005', method: 'VIRTUAL_ACCOUNT' },
  },
  /** The withdraw member's order in progress (PROCESSING): it blocks the withdrawal. */
  withdrawBlockingOrder: 'G990101900006',
  /**
   * Orders of `main` for the order-action routes (issue #9), each acted on by its own route: a valid cancel
   * ends its (unpaid) order, a valid tracking entry moves its cards to SHIPPING_IN; the paid virtual-account
   * order (cards not yet sent) takes refund accounts and address changes, which change no status.
   */
  actionOrders: { cancel: 'G990101900008', paid: 'G990101900009', tracking: 'G990101900010' },
  /** A graded card of `main` (GET /api/reholder/check-serial answers OK for it). */
  serial: '8469001',
  /** An ADMIN (issue #10): the /api/admin routes are fuzzed signed in as staff, so input reaches their services. */
  admin: { email: 'hostile-admin@e2e.test', nick: 'hostileadmin' },
  /** A paid order of `main` whose cards are on their way in (SHIPPING_IN, put back every run): the lab routes act on it. */
  labOrder: 'G990101900011',
  /**
   * The public API (issue #22): a key of `main` that prepare-db.ts stores (hashed) and makes live every run; the
   * signed-in runs of the v1 routes present it. The account's key routes are fuzzed as `apiKeys`, whose keys fill up
   * and get revoked without touching this one.
   */
  apiKey: 'cgk_e2eHostileFuzzKKKKKKKKKKKKKKKKKKKKKKKKKKKKK',
  apiKeys: { email: 'hostile-apikeys@e2e.test', nick: 'hostileapikeys' },
} as const;

/**
 * The ADMIN who changes prices in tests/e2e/storefront/price-change.spec.ts (issue #11): each project changes and
 * puts back its own currency, so the two projects never race for one policy.
 */
export const PRICES_ADMIN = { email: 'prices-admin@e2e.test', nick: 'pricesadmin' } as const;
/** The ADMIN who creates the coupons of tests/e2e/orders/coupon.spec.ts (decision 0039). */
export const COUPONS_ADMIN = { email: 'coupons-admin@e2e.test', nick: 'couponsadmin' } as const;
export const PRICE_CHANGE_CURRENCY = { desktop: 'KRW', mobile: 'USD' } as const;

export type HostileMemberKey = 'main' | 'loginTarget' | 'password' | 'withdraw' | 'admin' | 'apiKeys';

/** One card line of the lab's fixture orders, as the member declared it on the wizard. */
export interface LabCardLine {
  cardCategory: 'POKEMON' | 'SPORTS';
  sportsType: 'ETC' | 'BASEBALL';
  year: number;
  setName: string;
  cardNumber: string;
  playerName: string;
  signer: string;
  quantity: number;
  isAuto: boolean;
  minimumGrade: number | null;
}

/**
 * The lab's back office journeys (tests/e2e/staff, issue #10): a STAFF account, the member whose orders the lab works
 * on, and their orders, made by prepare-db.ts through the site's own services — submitted, paid by card on the sandbox
 * gateway, the inbound tracking number entered (the parcel is on its way in). Order numbers on the date 990301, apart
 * from the hostile suite's 990101 and the demo seed's 990201.
 */
export const LAB = {
  staff: { email: 'lab-staff@e2e.test', nick: 'labstaff' },
  member: { email: 'lab-member@e2e.test', nick: 'labmember', phone: '+886912999101' },
  /** Taken through every step by the desktop journey (lab-journey.spec.ts); made anew when a reused database holds a worked one. */
  journeyOrder: 'G990301000001',
  /** Only looked at (the queue list, on both projects): it stays an inbound parcel. */
  queueOrder: 'G990301000002',
  /**
   * The journey order's lines: a line of two cards (split at receipt), an autographed card (its unit price carries
   * the autograph surcharge), a card with a minimum grade (an "A" below it) and a second autographed card.
   */
  journeyLines: [
    {
      cardCategory: 'POKEMON',
      sportsType: 'ETC',
      year: 2023,
      setName: 'Scarlet & Violet 151',
      cardNumber: '025/165',
      playerName: 'Pikachu',
      signer: '',
      quantity: 2,
      isAuto: false,
      minimumGrade: null,
    },
    {
      cardCategory: 'SPORTS',
      sportsType: 'BASEBALL',
      year: 2018,
      setName: 'Topps Update',
      cardNumber: 'US1',
      playerName: 'Shohei Otani',
      signer: 'Shohei Ohtani',
      quantity: 1,
      isAuto: true,
      minimumGrade: null,
    },
    {
      cardCategory: 'POKEMON',
      sportsType: 'ETC',
      year: 2023,
      setName: 'Scarlet & Violet 151',
      cardNumber: '199/165',
      playerName: 'Charizard ex',
      signer: '',
      quantity: 1,
      isAuto: false,
      minimumGrade: 9,
    },
    {
      cardCategory: 'SPORTS',
      sportsType: 'BASEBALL',
      year: 2001,
      setName: 'Upper Deck',
      cardNumber: '31',
      playerName: 'Ichiro Suzuki',
      signer: 'Ichiro Suzuki',
      quantity: 1,
      isAuto: true,
      minimumGrade: null,
    },
  ] as readonly LabCardLine[],
  queueLines: [
    {
      cardCategory: 'POKEMON',
      sportsType: 'ETC',
      year: 2002,
      setName: 'Expedition',
      cardNumber: '6/165',
      playerName: 'Charizard',
      signer: '',
      quantity: 3,
      isAuto: false,
      minimumGrade: null,
    },
  ] as readonly LabCardLine[],
  /** The inbound parcel the member named (a courier of the TWD list, lib/shared/orders/couriers.ts). */
  trackingIn: { courier: 'TCAT', trackingNumber: '9903 0100 0001' },
} as const;

/**
 * The certificate journeys' cards (issue #22, tests/e2e/certificates; prepare-certificate-fixtures.ts): per project, a
 * graded card whose order is being cased (its label not printed yet) and a reholder order for the same serial.
 */
export const CERTIFICATE_FIXTURES = {
  desktop: { serial: '7000101', gradedOrder: 'G990401000001', reholderOrder: 'G990401000003', playerName: 'Mew ex', grade: 9 },
  mobile: { serial: '7000102', gradedOrder: 'G990401000002', reholderOrder: 'G990401000004', playerName: 'Mewtwo ex', grade: 8.5 },
} as const;
export type CertificateProject = keyof typeof CERTIFICATE_FIXTURES;

/** A published certificate the public API's spec reads (tests/e2e/api) and nothing changes (issue #22). */
export const API_CERTIFICATE = { serial: '7000201', playerName: 'Pikachu', grade: 10 } as const;

/**
 * The collector's journey (issue #25, tests/e2e/collection; prepare-collector-fixtures.ts): per project a seller who owns
 * two published cards (each with its claim code) and a fan who likes the seller's album and then buys a card. Reset on
 * every run: no albums, both cards the seller's again with fresh codes.
 */
export const COLLECTOR = {
  desktop: {
    seller: { email: 'collector-seller-desktop@e2e.test', nick: 'sellerdesk' },
    fan: { email: 'collector-fan-desktop@e2e.test', nick: 'fandesk' },
    cards: [
      { serial: '7000501', playerName: 'Gengar', grade: 10 },
      { serial: '7000502', playerName: 'Lugia', grade: 9 },
    ],
    albumName: 'Desktop 收藏',
  },
  mobile: {
    seller: { email: 'collector-seller-mobile@e2e.test', nick: 'sellermobile' },
    fan: { email: 'collector-fan-mobile@e2e.test', nick: 'fanmobile' },
    cards: [
      { serial: '7000503', playerName: 'Snorlax', grade: 10 },
      { serial: '7000504', playerName: 'Dragonite', grade: 8.5 },
    ],
    albumName: 'Mobile 收藏',
  },
} as const;
export type CollectorProject = keyof typeof COLLECTOR;
