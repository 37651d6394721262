// Every API route of pages/api with what the hostile-input suite needs to reach past its first checks:
// sample path parameters, the methods it serves and a seed per method (the query of a GET, the body
// otherwise), valid or nearly so, so that mutations get to the services. route-table.spec.ts fails when
// a route file is missing here or a row names a route that no longer exists.
import { FIXTURE_PASSWORD, HOSTILE, type HostileMemberKey } from '../support/e2e-fixtures';
import { couponInput } from '../../factories/coupon';
import type { JsonValue } from './json-text';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Values only known once the server runs (prepared by hostile-session.ts before the routes are fuzzed). */
export interface Samples {
  /** The default address of HOSTILE.main (orders ship to it). */
  addressId: number;
  /** Another address of HOSTILE.main, for the address routes: a valid DELETE removes it. */
  spareAddressId: number;
  /** A server draft of HOSTILE.main. */
  draftId: number;
  /** An uploaded order photo of HOSTILE.main, not yet in an order. */
  photoId: number;
  /** The amount of HOSTILE.payments.callback (a signed event must name it to be applied). */
  callbackAmount: number;
  /** An album of HOSTILE.main (issue #25). */
  albumId: number;
  /** Unique per run: e-mail addresses and idempotency keys that must be new. */
  runId: string;
}

/** A valid coupon whose code is new in each run (A–Z 0–9, 4–20 characters). */
const couponSeed = (runId: string): JsonValue =>
  couponInput({ code: `H${runId.toUpperCase().replace(/[^A-Z0-9]/g, '')}`.slice(0, 20).padEnd(4, '0'), maxUses: 10 });

export interface MethodSeed {
  /** GET: the query string's parameters. */
  query?: Record<string, string>;
  /** Other methods: the JSON body (or the fields of a multipart body). */
  body?: (samples: Samples) => JsonValue;
}

export interface RouteSpec {
  /** A valid-looking value per path parameter, not yet URL-encoded. */
  params?: (samples: Samples) => Record<string, string>;
  methods: Partial<Record<Method, MethodSeed>>;
  /** What the body is: JSON (Next parses it), multipart (busboy reads the stream) or a signed raw body. */
  body?: 'json' | 'multipart' | 'signed';
  /** The member the signed-in runs log in as (default `main`); see HOSTILE for why some differ. */
  member?: HostileMemberKey;
  /** A server-to-server route without the same-origin check (apiHandler's `crossOrigin`). */
  crossOrigin?: boolean;
  /**
   * The public API (issue #22, apiHandler's `cors`): any origin, no same-origin check, OPTIONS answered as a preflight
   * (204); its routes read no cookie.
   */
  cors?: boolean;
  /** The signed-in runs present HOSTILE.apiKey (`Authorization: Bearer`), so input reaches the keyed services. */
  apiKey?: boolean;
}

/** What a valid PUT /api/member/password sets (hostile-client.ts logs in with it as well). */
export const NEW_PASSWORD = 'Hostile!2345new';

const address = (isDefault: boolean): JsonValue => ({
  nickname: 'Office',
  recipient: 'Lin Hostile',
  phone: '0912-345-678',
  postalCode: '106',
  address: 'No. 1, Sec. 4, Roosevelt Rd., Taipei',
  addressDetail: '5F',
  deliveryMemo: 'Ring twice',
  isDefault,
});

const cardLine: JsonValue = {
  cardCategory: 'POKEMON',
  sportsType: 'ETC',
  year: 2023,
  cardNumber: '025/165',
  setName: 'Scarlet & Violet 151',
  brand: 'Pokémon',
  playerName: 'Pikachu',
  description: 'Near mint',
  signer: '',
  quantity: 1,
  minimumGrade: null,
  isAuto: false,
  casing: true,
};

/** What the order page shows for HOSTILE.actionOrders.paid and .tracking before a valid tracking entry. */
const PAID_NOT_SENT = { expectedStatus: 'PROCESSING', expectedProcessingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION' } as const;

const socialCode: MethodSeed = { body: () => ({ code: 'hostile-code', state: 'hostile-state', redirectUri: '/social/callback' }) };

const sandboxAction = (payment: keyof typeof HOSTILE.payments): RouteSpec => ({
  params: () => ({ paymentId: HOSTILE.payments[payment].id }),
  methods: { POST: { body: () => ({}) } },
});

/**
 * A lab write step (issue #10) on HOSTILE.labOrder as its page shows it (cards on their way in); `cardId` is a
 * plausible card id (the lab order's own ids are only known to the server).
 */
const labStep = (method: 'POST' | 'PUT', fields: Record<string, JsonValue>, card = false): RouteSpec => ({
  member: 'admin',
  params: () => ({ orderNumber: HOSTILE.labOrder, ...(card ? { cardId: '1' } : {}) }),
  methods: { [method]: { body: () => ({ expectedStatus: 'PROCESSING', expectedProcessingStatus: 'SHIPPING_IN', ...fields }) } },
});

/** A well-formed member id no member has (the admin tools' member routes, below). */
const ADMIN_TOOLS_NOBODY = 'e2e0ad00-0000-4000-8000-0000000000ad';

/** The seeded TWD price policy (docs/product/pricing.md#seeded-price-policy) as the admin form sends it. */
const PUBLISHED_TWD: { [key: string]: JsonValue } = {
  autoGradingSurcharge: 100,
  jejuSurcharge: 0,
  reholderDefaultPrice: 250,
  services: [
    { serviceName: 'REG', amount: 650, businessDays: 15 },
    { serviceName: 'EXP', amount: 900, businessDays: 5 },
    { serviceName: 'BULK', amount: 470, businessDays: 30 },
    { serviceName: 'REHOLDER', amount: 250, businessDays: 10 },
    { serviceName: 'QUICK_SUBMISSION', amount: 50, businessDays: null },
  ],
  categories: ['POKEMON', 'YUGIOH', 'ETC_TCG', 'SPORTS', 'ETC'].map((category) => ({ category, amount: 0 })),
  deliveryCosts: [
    { shippingMethod: 'SELF_SHIPPING', amount: 150 },
    { shippingMethod: 'BRG_SHIPPING', amount: 250 },
    { shippingMethod: 'QUICK', amount: 400 },
    { shippingMethod: 'VISIT', amount: 0 },
  ],
};

/**
 * Bodies of the content tools (issue #10): a notice scheduled far ahead and an inactive shop, so nothing the suite
 * creates goes public; edits and deletions name an id no row has (the service answers 404).
 */
const CONTENT = {
  noId: '999999',
  post: (runId: string): JsonValue => ({
    kind: 'NOTICE',
    slug: `hostile-${runId}`,
    pinned: false,
    publishedAt: '2099-01-01T00:00:00+08:00',
    startsAt: null,
    endsAt: null,
    translations: { 'zh-TW': { title: '公告', summary: '摘要', body: '內文。' }, en: { title: 'Notice', summary: 'Summary', body: 'Body.' } },
  }),
  faq: { topic: 'shipping', translations: { 'zh-TW': { question: '多久會寄回？', answer: '鑑定完成後寄出。' } } } as JsonValue,
  partnerShop: {
    name: 'Hostile Cards',
    country: 'TW',
    city: '臺北市',
    address: '臺北市中正區測試路 1 號',
    phone: '02-2345-6789',
    email: 'shop@hostile.example',
    website: 'https://hostile.example',
    sortOrder: 999,
    isActive: false,
    translations: { en: { name: 'Hostile Cards', city: 'Taipei', address: 'No. 1, Test Rd.' } },
  } as JsonValue,
};

/**
 * The certificate tools (issue #22, docs/product/certificates.md#staff-corrections) act on HOSTILE.serial with a record
 * fingerprint it never has: valid bodies reach the locked certificate and get 409, so no mutation regrades, corrects
 * or voids it. Queue decisions name an entry id no entry has (404 past validation).
 */
const CERTIFICATE_TOOLS = { staleState: 'AAAAAAAAAAAAAAAA', reason: 'Checked again under the loupe', noFlag: '999999' };

export const ROUTES: Record<string, RouteSpec> = {
  '/api/admin/certificate-flags': { member: 'admin', methods: { GET: { query: { status: 'OPEN', source: 'REPORT', page: '1' } } } },
  '/api/admin/certificate-flags/[id]/decision': {
    member: 'admin',
    params: () => ({ id: CERTIFICATE_TOOLS.noFlag }),
    methods: { POST: { body: () => ({ expectedStatus: 'OPEN', decision: 'DISMISSED', note: CERTIFICATE_TOOLS.reason }) } },
  },
  '/api/admin/certificate-flags/[id]/photos/[photoId]': {
    member: 'admin',
    params: () => ({ id: CERTIFICATE_TOOLS.noFlag, photoId: '1' }),
    methods: { GET: { query: { size: 'thumb' } } },
  },
  '/api/admin/certificate-flags/[id]/reopen': {
    member: 'admin',
    params: () => ({ id: CERTIFICATE_TOOLS.noFlag }),
    methods: { POST: { body: () => ({ expectedStatus: 'DISMISSED', note: CERTIFICATE_TOOLS.reason }) } },
  },
  '/api/admin/certificate-flags/counts': { member: 'admin', methods: { GET: { query: {} } } },
  '/api/admin/certificates/[serial]': { member: 'admin', params: () => ({ serial: HOSTILE.serial }), methods: { GET: { query: {} } } },
  '/api/admin/certificates/[serial]/correct': {
    member: 'admin',
    params: () => ({ serial: HOSTILE.serial }),
    methods: {
      POST: {
        body: () => ({
          expectedState: CERTIFICATE_TOOLS.staleState,
          reason: CERTIFICATE_TOOLS.reason,
          cardCategory: 'POKEMON',
          sportsType: 'ETC',
          year: 1999,
          brand: 'Wizards of the Coast',
          setName: 'Base Set',
          cardNumber: '4/102',
          playerName: 'Charizard',
        }),
      },
    },
  },
  '/api/admin/certificates/[serial]/label': { member: 'admin', params: () => ({ serial: HOSTILE.serial }), methods: { GET: { query: {} } } },
  '/api/admin/certificates/[serial]/label-printed': {
    member: 'admin',
    params: () => ({ serial: HOSTILE.serial }),
    methods: { POST: { body: () => ({ expectedState: CERTIFICATE_TOOLS.staleState, generation: 1 }) } },
  },
  '/api/admin/certificates/[serial]/regrade': {
    member: 'admin',
    params: () => ({ serial: HOSTILE.serial }),
    methods: {
      POST: {
        body: () => ({
          expectedState: CERTIFICATE_TOOLS.staleState,
          reason: CERTIFICATE_TOOLS.reason,
          surface: 9,
          edges: 9,
          corners: 8.5,
          centering: null,
          centeringFrontLR: '55/45',
          centeringFrontTB: '52/48',
          centeringBackLR: '',
          centeringBackTB: '',
          autoGrade: null,
        }),
      },
    },
  },
  '/api/admin/certificates/[serial]/restore': {
    member: 'admin',
    params: () => ({ serial: HOSTILE.serial }),
    methods: { POST: { body: () => ({ expectedState: CERTIFICATE_TOOLS.staleState, reason: CERTIFICATE_TOOLS.reason }) } },
  },
  // The owner tools (issue #25): a move to nobody (404); a reissue, or a 409 for a certificate without an owner.
  '/api/admin/certificates/[serial]/claim-code': {
    member: 'admin',
    params: () => ({ serial: HOSTILE.serial }),
    methods: { POST: { body: () => ({ reason: CERTIFICATE_TOOLS.reason }) } },
  },
  '/api/admin/certificates/[serial]/owner': {
    member: 'admin',
    params: () => ({ serial: HOSTILE.serial }),
    methods: { GET: { query: {} }, POST: { body: () => ({ member: 'nobody@hostile.invalid', reason: CERTIFICATE_TOOLS.reason }) } },
  },
  '/api/admin/certificates/[serial]/void': {
    member: 'admin',
    params: () => ({ serial: HOSTILE.serial }),
    methods: { POST: { body: () => ({ expectedState: CERTIFICATE_TOOLS.staleState, reason: CERTIFICATE_TOOLS.reason }) } },
  },
  // The scans of HOSTILE.serial (a certificate without an order: always changeable); a valid upload replaces its front.
  '/api/admin/certificates/[serial]/images': {
    body: 'multipart',
    member: 'admin',
    params: () => ({ serial: HOSTILE.serial }),
    methods: { POST: { body: () => ({ file: 'photo', kind: 'CARD_FRONT' }) } },
  },
  // An image id that certificate does not have: the service answers 404 past every check.
  '/api/admin/certificates/[serial]/images/[imageId]': {
    member: 'admin',
    params: () => ({ serial: HOSTILE.serial, imageId: '1' }),
    methods: { DELETE: { body: () => ({}) } },
  },
  // Staff hiding albums and feed items (issue #25): an unknown id, so a valid call is a 404 past every check.
  '/api/admin/community': { member: 'admin', methods: { GET: { query: {} } } },
  '/api/admin/community/albums/[id]/hide': {
    member: 'admin',
    params: () => ({ id: '999999' }),
    methods: { POST: { body: () => ({ reason: 'Not a card album.' }) }, DELETE: { body: () => ({}) } },
  },
  '/api/admin/community/items/[id]/hide': {
    member: 'admin',
    params: () => ({ id: '999999' }),
    methods: { POST: { body: () => ({ reason: 'Spam in the feed.' }) }, DELETE: { body: () => ({}) } },
  },
  // Coupons (issue #26, decision 0039): a create per run (the code is new), a PATCH of an id no coupon has (404).
  '/api/admin/coupons': { member: 'admin', methods: { GET: { query: {} }, POST: { body: (samples) => couponSeed(samples.runId) } } },
  '/api/admin/coupons/[id]': { member: 'admin', params: () => ({ id: '999999' }), methods: { PATCH: { body: (samples) => couponSeed(samples.runId) } } },
  '/api/admin/faq': { member: 'admin', methods: { GET: { query: {} }, POST: { body: () => CONTENT.faq } } },
  '/api/admin/faq/[id]': { member: 'admin', params: () => ({ id: CONTENT.noId }), methods: { PUT: { body: () => CONTENT.faq }, DELETE: { body: () => ({}) } } },
  '/api/admin/faq/order': { member: 'admin', methods: { PUT: { body: () => ({ topic: 'shipping', ids: [Number(CONTENT.noId)] }) } } },
  '/api/admin/inquiries': { member: 'admin', methods: { GET: { query: { status: 'NEW', page: '1' } } } },
  '/api/admin/inquiries/[id]/status': {
    member: 'admin',
    params: () => ({ id: '1' }),
    methods: { PUT: { body: () => ({ expectedStatus: 'NEW', status: 'IN_PROGRESS' }) } },
  },
  '/api/admin/messages': { member: 'admin', methods: { GET: { query: { status: 'FAILED', page: '1' } } } },
  // An id far past any row: a valid resend finds nothing (404) and the suite's fuzzing changes no message.
  '/api/admin/messages/[id]/resend': { member: 'admin', params: () => ({ id: '2000000000' }), methods: { POST: { body: () => ({}) } } },
  '/api/admin/members': { member: 'admin', methods: { GET: { query: { q: 'hostile', role: 'MEMBER', page: '1' } } } },
  '/api/admin/members/[mbId]': { member: 'admin', params: () => ({ mbId: HOSTILE.main.mbId }), methods: { GET: { query: {} } } },
  // Role and dormancy act on a member id no one has (404 past validation): on a real member a mutated body could end
  // their sessions (a role change) or put them to sleep, and `main` must stay signed in for the whole run.
  '/api/admin/members/[mbId]/dormancy': {
    member: 'admin',
    params: () => ({ mbId: ADMIN_TOOLS_NOBODY }),
    methods: { PUT: { body: () => ({ dormant: false }) } },
  },
  // main has no tier: a valid call changes nothing.
  '/api/admin/members/[mbId]/membership': {
    member: 'admin',
    params: () => ({ mbId: HOSTILE.main.mbId }),
    methods: { PUT: { body: () => ({ membershipId: null }) } },
  },
  '/api/admin/members/[mbId]/role': { member: 'admin', params: () => ({ mbId: ADMIN_TOOLS_NOBODY }), methods: { PUT: { body: () => ({ role: 'MEMBER' }) } } },
  '/api/admin/orders': { member: 'admin', methods: { GET: { query: { queue: 'SHIPPING_IN', q: 'hostile', page: '1' } } } },
  '/api/admin/orders/[orderNumber]': { member: 'admin', params: () => ({ orderNumber: HOSTILE.labOrder }), methods: { GET: { query: {} } } },
  '/api/admin/orders/[orderNumber]/advance': labStep('POST', { to: 'WAREHOUSE_IN' }),
  '/api/admin/orders/[orderNumber]/cards/match-rest': labStep('POST', { cardIds: [1, 2] }),
  '/api/admin/orders/[orderNumber]/cards/[cardId]/check': labStep(
    'PUT',
    {
      correspondCheck: 'MISS_INPUT',
      card: {
        cardCategory: 'POKEMON',
        sportsType: 'ETC',
        playerName: 'Pikachu',
        brand: 'Pokémon',
        setName: 'Scarlet & Violet 151',
        year: 2023,
        cardNumber: '025/165',
        description: 'Holo',
      },
      vscNote: 'Surface clean',
      defectNote: '',
    },
    true,
  ),
  '/api/admin/orders/[orderNumber]/cards/[cardId]/score': labStep(
    'PUT',
    {
      surface: 9,
      edges: 9,
      corners: 8.5,
      centering: null,
      centeringFrontLR: '55/45',
      centeringFrontTB: '52/48',
      centeringBackLR: '',
      centeringBackTB: '',
      autoGrade: null,
    },
    true,
  ),
  '/api/admin/orders/[orderNumber]/deliver': labStep('POST', {}),
  // The lab order's cards are on their way in: its sheet is empty and a print record is a 409 past validation.
  '/api/admin/orders/[orderNumber]/labels': { member: 'admin', params: () => ({ orderNumber: HOSTILE.labOrder }), methods: { GET: { query: {} } } },
  '/api/admin/orders/[orderNumber]/packing-slip': { member: 'admin', params: () => ({ orderNumber: HOSTILE.labOrder }), methods: { GET: { query: {} } } },
  '/api/admin/orders/[orderNumber]/labels-printed': {
    member: 'admin',
    params: () => ({ orderNumber: HOSTILE.labOrder }),
    methods: { POST: { body: () => ({ serials: [HOSTILE.serial] }) } },
  },
  '/api/admin/orders/[orderNumber]/notes': {
    member: 'admin',
    params: () => ({ orderNumber: HOSTILE.labOrder }),
    methods: { POST: { body: () => ({ body: 'Parcel expected tomorrow.' }) } },
  },
  '/api/admin/orders/[orderNumber]/partial-cancel': labStep('POST', { reason: 'Card missing from the parcel' }),
  '/api/admin/orders/[orderNumber]/receive': labStep('POST', {}),
  '/api/admin/orders/[orderNumber]/refund': labStep('POST', { reason: 'Requested by the member' }),
  '/api/admin/orders/[orderNumber]/ship': labStep('POST', { courier: 'TCAT', trackingNumber: '9012-3456-7890' }),
  '/api/admin/partners': { member: 'admin', methods: { GET: { query: {} }, POST: { body: () => CONTENT.partnerShop } } },
  '/api/admin/partners/[id]': { member: 'admin', params: () => ({ id: CONTENT.noId }), methods: { PUT: { body: () => CONTENT.partnerShop } } },
  '/api/admin/partners/[id]/active': { member: 'admin', params: () => ({ id: CONTENT.noId }), methods: { PUT: { body: () => ({ isActive: false }) } } },
  '/api/admin/posts': { member: 'admin', methods: { GET: { query: { kind: 'EVENT', page: '1' } }, POST: { body: (s) => CONTENT.post(s.runId) } } },
  '/api/admin/posts/[id]': {
    member: 'admin',
    params: () => ({ id: CONTENT.noId }),
    methods: { GET: { query: {} }, PUT: { body: (s) => CONTENT.post(s.runId) }, DELETE: { body: () => ({}) } },
  },
  '/api/admin/price-policy': { member: 'admin', methods: { GET: { query: {} } } },
  // The published TWD prices with a form loaded long ago: valid, but always a stale-form 409, so mutated amounts never
  // change the prices the browser journeys expect.
  '/api/admin/price-policy/[currency]': {
    member: 'admin',
    params: () => ({ currency: 'TWD' }),
    methods: { PUT: { body: () => ({ ...PUBLISHED_TWD, expectedUpdatedAt: '2000-01-01T00:00:00.000Z' }) } },
  },
  '/api/admin/refunds': { member: 'admin', methods: { GET: { query: {} } } },
  // An id far past any row: a valid retry or manual transfer finds nothing (404), so the fuzzing moves no money.
  '/api/admin/refunds/[id]/retry': { member: 'admin', params: () => ({ id: '2000000000' }), methods: { POST: { body: () => ({}) } } },
  '/api/admin/refunds/[id]/manual-transfer': {
    member: 'admin',
    params: () => ({ id: '2000000000' }),
    methods: { POST: { body: () => ({ reference: 'TXN-2026-0001' }) } },
  },
  '/api/brg/auth/password-by-mail': {
    methods: { PATCH: { body: () => ({ token: 'A'.repeat(43), password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }) } },
  },
  '/api/brg/auth/send-password-change-email': { methods: { POST: { body: () => ({ email: HOSTILE.loginTarget.email }) } } },
  '/api/brg/member/resend-verification': { methods: { POST: { body: () => ({ email: HOSTILE.loginTarget.email }) } } },
  '/api/brg/member/signup': {
    methods: {
      POST: {
        body: (s) => ({
          mbNick: 'hostileNew',
          email: `hostile-signup-${s.runId}@e2e.test`,
          password: NEW_PASSWORD,
          passwordConfirm: NEW_PASSWORD,
          phone: '+886912999003',
          over14: true,
          agreeTerms: true,
          agreePrivacy: true,
          agreeCrossBorder: true,
          advertisingConsent: false,
        }),
      },
    },
  },
  '/api/brg/oauth/facebook': { methods: { POST: socialCode } },
  '/api/brg/oauth/kakao': { methods: { POST: socialCode } },
  '/api/brg/oauth/line': { methods: { POST: socialCode } },
  '/api/captcha': { methods: { GET: { query: { purpose: 'login' } } } },
  // The community feed (issue #25): a page after a cursor; a feed item's likes (an unknown item: 404 past the login).
  '/api/community': { methods: { GET: { query: { cursor: '1764000000000-1', locale: 'en' } } } },
  '/api/community/likes': { methods: { GET: { query: { items: '1,2,3', albums: '4' } } } },
  '/api/community/items/[id]/like': {
    params: () => ({ id: '999999' }),
    methods: { GET: { query: {} }, POST: { body: () => ({}) }, DELETE: { body: () => ({}) } },
  },
  // An album's likes (issue #25): no public album in the fixtures, so a like reaches the service and gets its 404.
  '/api/albums/[id]/like': { params: () => ({ id: '999999' }), methods: { GET: { query: {} }, POST: { body: () => ({}) }, DELETE: { body: () => ({}) } } },
  // Public scans of HOSTILE.serial; the id is one it does not have (404, like every miss).
  '/api/certificates/[serial]/images/[imageId]': { params: () => ({ serial: HOSTILE.serial, imageId: '1' }), methods: { GET: { query: { size: 'thumb' } } } },
  // Reports of a suspected fake of HOSTILE.serial (issue #22): the seed's proof of work is no solution (400 past the schema).
  '/api/certificates/[serial]/reports': {
    params: () => ({ serial: HOSTILE.serial }),
    methods: { POST: { body: () => ({ offeredAt: 'Taipei card show', note: 'flat hologram', captcha: 'bm90IGEgc29sdXRpb24=' }) } },
  },
  // A report id with a token that is no token: 404 past the upload's checks.
  '/api/certificates/[serial]/reports/[reportId]/photos': {
    body: 'multipart',
    params: () => ({ serial: HOSTILE.serial, reportId: '1' }),
    methods: { POST: { body: () => ({ file: 'photo', token: '1.x' }) } },
  },
  '/api/dev/outbox': { methods: { GET: { query: { to: HOSTILE.main.email } } } },
  '/api/facebook/oauth': { methods: { POST: socialCode } },
  // Health and readiness (issue #23): no input at all; probes of a load balancer.
  '/api/health': { methods: { GET: { query: {} } } },
  '/api/login': {
    methods: { GET: { query: {} }, POST: { body: () => ({ email: HOSTILE.loginTarget.email, password: FIXTURE_PASSWORD, stayLoggedIn: false }) } },
  },
  '/api/login/renew': { methods: { POST: { body: () => ({ refreshToken: 'A'.repeat(43) }) } } },
  '/api/logout': { methods: { POST: { body: () => ({}) } } },
  '/api/member/addresses': { methods: { GET: { query: {} }, POST: { body: () => address(false) } } },
  '/api/member/addresses/[id]': {
    params: (s) => ({ id: String(s.spareAddressId) }),
    methods: { PUT: { body: () => address(false) }, DELETE: { body: () => ({}) } },
  },
  // The default address: making it the default again is valid and changes nothing.
  '/api/member/addresses/[id]/default': { params: (s) => ({ id: String(s.addressId) }), methods: { POST: { body: () => ({}) } } },
  // A member's albums (issue #25): a valid save keeps the album private; a valid DELETE removes it (later calls: 404).
  '/api/member/albums': { methods: { GET: { query: {} }, POST: { body: () => ({ name: 'Hostile album', description: 'Fuzzed' }) } } },
  '/api/member/albums/[id]': {
    params: (s) => ({ id: String(s.albumId) }),
    methods: {
      GET: { query: {} },
      PUT: { body: () => ({ name: 'Hostile album', description: '', isPublic: false, thumbnailCertificateId: null }) },
      DELETE: { body: () => ({}) },
    },
  },
  '/api/member/albums/[id]/candidates': { params: (s) => ({ id: String(s.albumId) }), methods: { GET: { query: {} } } },
  '/api/member/albums/[id]/cards': {
    params: (s) => ({ id: String(s.albumId) }),
    methods: { POST: { body: () => ({ serials: [HOSTILE.serial] }) }, PUT: { body: () => ({ certificateIds: [1] }) } },
  },
  '/api/member/albums/[id]/cards/[certificateId]': {
    params: (s) => ({ id: String(s.albumId), certificateId: '1' }),
    methods: { PUT: { body: () => ({ featured: false }) }, DELETE: { body: () => ({}) } },
  },
  '/api/member/checkMbStatus': { methods: { POST: { body: () => ({ email: HOSTILE.main.email }) } } },
  '/api/member/dashboard': { methods: { GET: { query: {} } } },
  // The member's collection (issue #25): filters, sort and page in the query (a wrong value is a 400), the CSV too.
  '/api/member/collection': { methods: { GET: { query: { name: 'pikachu', grade: 'A', category: 'POKEMON', year: '1999', sort: 'grade-desc', page: '1' } } } },
  '/api/member/collection/export': { methods: { GET: { query: { serial: '12', grade: '10', sort: 'name', lang: 'en' } } } },
  '/api/member/collection/portfolio': { methods: { GET: { query: {} } } },
  // A well-formed code that is not the certificate's (issue #25): 400, counted against the member's failed claims.
  '/api/member/collection/claim': { methods: { POST: { body: () => ({ serial: HOSTILE.serial, code: '18FP-X4BJ-S07E-NW3Z' }) } } },
  '/api/member/collection/[serial]/claim-code': { params: () => ({ serial: HOSTILE.serial }), methods: { GET: { query: {} } } },
  // Pop watch (issue #25): HOSTILE.serial's card followed and unfollowed; the member's list.
  '/api/member/population-watch': {
    methods: { GET: { query: { serial: HOSTILE.serial } }, POST: { body: () => ({ serial: HOSTILE.serial }) }, DELETE: { body: () => ({}) } },
  },
  '/api/member/population-watches': { methods: { GET: { query: {} } } },
  '/api/member/password': {
    member: 'password',
    methods: { PUT: { body: () => ({ currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }) } },
  },
  '/api/member/photo': { body: 'multipart', methods: { POST: { body: () => ({ file: 'photo' }) }, DELETE: { body: () => ({}) } } },
  '/api/member/photo/[mbId]': { params: () => ({ mbId: HOSTILE.main.mbId }), methods: { GET: { query: { size: 'thumb', v: '1' } } } },
  '/api/member/profile': {
    methods: { GET: { query: {} }, PUT: { body: () => ({ mbNick: HOSTILE.main.nick, mbName: 'Hostile Fuzz', advertisingConsent: false }) } },
  },
  '/api/member/restore-dormancy': { methods: { POST: { body: () => ({}) } } },
  '/api/member/withdraw': { member: 'withdraw', methods: { GET: { query: {} }, POST: { body: () => ({ agree: true, password: FIXTURE_PASSWORD }) } } },
  '/api/oauth/[provider]/callback': {
    params: () => ({ provider: 'kakao' }),
    methods: {
      GET: { query: { code: 'hostile-code', state: 'hostile-state' } },
      POST: {
        body: () => ({ password: FIXTURE_PASSWORD, over14: true, agreeTerms: true, agreePrivacy: true, agreeCrossBorder: true, advertisingConsent: false }),
      },
    },
  },
  '/api/oauth/[provider]/start': {
    params: () => ({ provider: 'kakao' }),
    methods: { GET: { query: { returnUrl: '/account/profile', intent: 'login', locale: 'en' } } },
  },
  '/api/orders': {
    methods: {
      GET: { query: { tab: 'inProcess', type: 'GRADING', page: '1' } },
      POST: {
        body: (s) => ({
          submitType: 'GENERAL',
          orderType: 'REG',
          currency: 'TWD',
          lines: [cardLine],
          reholderCards: [],
          photos: [{ id: s.photoId, cardsInPhoto: 1 }],
          photoUploadAgreement: true,
          shippingMethod: 'SELF_SHIPPING',
          shippingAddressId: s.addressId,
          cautionAgreement: true,
          paymentMethod: 'CREDIT_CARD',
          serviceAgreementChecked: true,
          idempotencyKey: `hostile-${s.runId}-order`,
          draftId: null,
          // The member's unpaid order a changed draft updates (decision 0010): mutations reach its check.
          orderNumber: null,
        }),
      },
    },
  },
  '/api/orders/[orderNumber]': { params: () => ({ orderNumber: HOSTILE.orderNumber }), methods: { GET: { query: {} } } },
  '/api/orders/[orderNumber]/address': {
    params: () => ({ orderNumber: HOSTILE.actionOrders.paid }),
    methods: { PUT: { body: (s) => ({ ...PAID_NOT_SENT, shippingAddressId: s.addressId }) } },
  },
  '/api/orders/[orderNumber]/cancel': {
    params: () => ({ orderNumber: HOSTILE.actionOrders.cancel }),
    methods: { POST: { body: () => ({ expectedStatus: 'SAVED', expectedProcessingStatus: 'NOT_PROCESSING', refundAccount: null }) } },
  },
  // A code no coupon has: a valid call is a 404 past every check (and counts toward the member's guesses).
  '/api/orders/[orderNumber]/coupon': {
    params: () => ({ orderNumber: HOSTILE.orderNumber }),
    methods: { POST: { body: () => ({ code: 'HOSTILE10' }) }, DELETE: { body: () => ({}) } },
  },
  '/api/orders/[orderNumber]/payments': {
    params: () => ({ orderNumber: HOSTILE.orderNumber }),
    methods: { POST: { body: () => ({ method: 'CREDIT_CARD' }) } },
  },
  '/api/orders/[orderNumber]/refund-account': {
    params: () => ({ orderNumber: HOSTILE.actionOrders.paid }),
    methods: { PUT: { body: () => ({ ...PAID_NOT_SENT, bank: 'TW-812', accountNumber: '00012345678901', holderName: 'Lin Hostile' }) } },
  },
  '/api/orders/[orderNumber]/tracking': {
    params: () => ({ orderNumber: HOSTILE.actionOrders.tracking }),
    methods: { PUT: { body: () => ({ ...PAID_NOT_SENT, courier: 'TCAT', trackingNumber: '1234-5678-9012', note: 'Two boxes' }) } },
  },
  '/api/orders/drafts': {
    methods: {
      GET: { query: {} },
      POST: {
        body: (s) => ({
          draftId: s.draftId,
          submitType: 'GENERAL',
          orderType: 'REG',
          currency: 'TWD',
          lines: [cardLine],
          reholderCards: [{ serialNumber: HOSTILE.serial }],
          shippingMethod: 'SELF_SHIPPING',
          shippingAddressId: s.addressId,
          paymentMethod: 'CREDIT_CARD',
          photoUploadAgreement: true,
          cautionAgreement: false,
          serviceAgreementChecked: false,
        }),
      },
    },
  },
  '/api/orders/drafts/[id]': { params: (s) => ({ id: String(s.draftId) }), methods: { DELETE: { body: () => ({}) } } },
  '/api/orders/quote': {
    methods: {
      POST: {
        body: (s) => ({
          submitType: 'GENERAL',
          orderType: 'REG',
          currency: 'TWD',
          shippingMethod: 'SELF_SHIPPING',
          shippingAddressId: s.addressId,
          lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 2 }],
        }),
      },
    },
  },
  '/api/partner-inquiries': {
    methods: {
      POST: {
        body: () => ({
          name: 'Lin',
          company: 'Hostile Cards Ltd.',
          country: 'Taiwan',
          phone: '+886 2 2345 6789',
          email: 'shop@hostile.test',
          description: 'We grade a lot of cards.',
        }),
      },
    },
  },
  '/api/payments/sandbox/[paymentId]/approve': sandboxAction('card'),
  '/api/payments/sandbox/[paymentId]/decline': sandboxAction('decline'),
  '/api/payments/sandbox/[paymentId]/deposit': sandboxAction('deposit'),
  '/api/payments/sandbox/[paymentId]/issue-virtual-account': sandboxAction('virtualAccount'),
  '/api/payments/sandbox/callback': {
    // Signed with the run's PAYMENT_SANDBOX_SECRET, so mutated events get past the signature check.
    body: 'signed',
    crossOrigin: true,
    methods: {
      POST: {
        body: (s) => ({
          eventId: `evt_hostile_${s.runId}`,
          providerPaymentId: HOSTILE.payments.callback.id,
          type: 'payment.approved',
          amount: s.callbackAmount,
          currency: 'TWD',
          occurredAt: new Date().toISOString(),
          reason: 'approved',
        }),
      },
    },
  },
  // ECPay's notifications (decision 0037): a form body, not JSON. The suite's server has no ECPay variables, so every
  // request is the route's 404; the route's own refusals (forged, truncated, oversized, replayed) are tested over HTTP
  // in tests/integration/payments/ecpay/ecpay-route.int.test.ts and through the fake in tests/e2e/payments.
  '/api/payments/ecpay/callback': {
    crossOrigin: true,
    methods: { POST: { body: () => ({ MerchantID: '3002607', MerchantTradeNo: 'CGHOSTILE0000000000', RtnCode: '1', TradeAmt: '1', CheckMacValue: 'X' }) } },
  },
  // PortOne's webhooks (decision 0038): Standard Webhooks headers over a raw JSON body. The suite's first server has no
  // PortOne variables, so every request is the route's 404; forged, stale, replayed and concurrent webhooks are tested
  // over HTTP in tests/integration/payments/portone.
  '/api/payments/portone/webhook': {
    crossOrigin: true,
    methods: {
      POST: {
        body: () => ({
          type: 'Transaction.Paid',
          timestamp: new Date().toISOString(),
          data: { paymentId: 'CG0000000000000000000000000000', storeId: 'store-1' },
        }),
      },
    },
  },
  '/api/photos': { body: 'multipart', methods: { GET: { query: {} }, POST: { body: () => ({ file: 'photo', cardsInPhoto: '2' }) } } },
  '/api/photos/[id]': { params: (s) => ({ id: String(s.photoId) }), methods: { GET: { query: { size: 'thumb' } }, DELETE: { body: () => ({}) } } },
  // The population report (issue #22): its schema refuses hostile values first; a valid query without the pass cookie
  // (the suite has none) is 400 "CAPTCHA required", and the seed's proof of work is no solution.
  '/api/population/cards/[id]/history': { params: () => ({ id: '1' }), methods: { GET: { query: {} } } },
  '/api/population/export.csv': {
    methods: { GET: { query: { name: 'charizard', category: 'POKEMON', year: '1999', set: 'base', number: '4/102', lang: 'en' } } },
  },
  '/api/population/pass': { methods: { POST: { body: () => ({ captcha: 'bm90IGEgc29sdXRpb24=' }) } } },
  '/api/population/search': { methods: { GET: { query: { name: 'charizard', category: 'POKEMON', year: '1999', set: 'base', number: '4/102', page: '2' } } } },
  '/api/price-policy': { methods: { GET: { query: { currency: 'TWD' } } } },
  '/api/ready': { methods: { GET: { query: {} } } },
  '/api/reholder/check-serial': { methods: { GET: { query: { serial: HOSTILE.serial } } } },
  '/api/sendVerificationToken': { methods: { POST: { body: () => ({ phoneNumber: '+886912999002' }) } } },
  '/api/verificationCheck': { methods: { POST: { body: () => ({ phoneNumber: '+886912999002', code: '123456' }) } } },
  '/api/verifyEmailCode': { methods: { POST: { body: () => ({ email: HOSTILE.loginTarget.email, code: '123456' }) } } },
  // Members' keys to the public API (issue #22), as a member of their own: the fuzzed POST fills up to 10 keys; a
  // revocation names an id no key has (404 past every check).
  '/api/account/api-keys': { member: 'apiKeys', methods: { GET: { query: {} }, POST: { body: () => ({ name: 'Shop stock sync' }) } } },
  '/api/account/api-keys/[id]': { member: 'apiKeys', params: () => ({ id: '999999' }), methods: { DELETE: { body: () => ({}) } } },
  // The public API v1: without a key (anonymous runs, the address's limit: 429 is a fine answer) and with HOSTILE.apiKey.
  '/api/v1/certificates/[serial]': {
    cors: true,
    apiKey: true,
    params: () => ({ serial: HOSTILE.serial }),
    methods: { GET: { query: { k: 'e2e', s: 'AAAAAAAAAAAAAAAAAAAAAA' } } },
  },
  '/api/v1/certificates/batch': { cors: true, apiKey: true, methods: { POST: { body: () => ({ serials: [HOSTILE.serial, '0000001'] }) } } },
  '/api/v1/population': {
    cors: true,
    apiKey: true,
    methods: { GET: { query: { name: 'Charizard', category: 'POKEMON', year: '1999', set: 'Base Set', number: '4/102' } } },
  },
  '/api/v1/population/changes': { cors: true, apiKey: true, methods: { GET: { query: { since: '2026-01-01T00:00:00Z' } } } },
  '/api/v1/openapi.json': { cors: true, methods: { GET: { query: {} } } },
};

export const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export function servedMethods(spec: RouteSpec): Method[] {
  return METHODS.filter((method) => spec.methods[method]);
}

/** A GET's seed query; other methods send none. */
export function seedQueryOf(spec: RouteSpec, method: Method): Record<string, string> | undefined {
  return method === 'GET' ? (spec.methods.GET?.query ?? {}) : undefined;
}
