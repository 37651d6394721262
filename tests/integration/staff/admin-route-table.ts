// The authorisation matrix of the back office (issue #10): every route under pages/api/admin, one row per method,
// with the roles it admits. admin-authorization.int.test.ts calls each row as a guest, a member, another member, a
// dormant member, STAFF and ADMIN, and fails when a route file (or a method it serves) has no row here, or a row
// names a route that does not exist.
//
// HOW TO ADD YOUR ROUTE (a small edit, in path order):
//   { route: '/api/admin/<path as under pages/, with [params]>', method: 'POST', roles: STAFF_ROLES | ADMIN_ROLES,
//     params: (s) => ({ orderNumber: s.orderNumber }),   // a value per [param]; `s` = MatrixSamples below
//     body: { ... },                                     // a valid-looking JSON body (or the query of a GET)
//     multipart: true },                                 // only for multipart uploads: body = the text fields,
//                                                        //   plus `file` sent as a small PNG
// `roles` must be the route's own `auth`. Allowed callers only need to get past the role check (any status but
// 401/403, and never a 500): the body need not succeed, but should look real so it reaches the service.
import type { Role } from '@/lib/server/db/generated/enums';
import { PRICE_POLICIES } from '@/lib/server/seed/data/price-policy';
import { couponInput } from '@/tests/factories/coupon';
import { ADMIN_ROLES, STAFF_ROLES } from '@/lib/shared/staff/roles';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Rows prepared by the test before any call: `member` owns them. */
export interface MatrixSamples {
  /** A paid order of `member` whose cards are on their way in (PROCESSING / SHIPPING_IN). */
  orderNumber: string;
  /** The id of that order's first card line. */
  cardId: string;
  /** The serial of a certificate of `member`'s graded card (a COMPLETE order). */
  serial: string;
  /** The mbId of `member`. */
  mbId: string;
}

/** A valid coupon (the create may succeed or find the code taken: both get past the role check). */
const COUPON_SAMPLE = couponInput({ code: 'MATRIX10', kind: 'PERCENT', value: 10 });

export interface AdminRouteRow {
  /** The route as its file lies under pages/ (index files without /index). */
  route: string;
  method: Method;
  roles: readonly Role[];
  params?: (samples: MatrixSamples) => Record<string, string>;
  /** GET: the query; otherwise the JSON body (multipart: its text fields). */
  body?: (samples: MatrixSamples) => Record<string, unknown>;
  multipart?: boolean;
}

const order = (s: MatrixSamples) => ({ orderNumber: s.orderNumber });
const card = (s: MatrixSamples) => ({ orderNumber: s.orderNumber, cardId: s.cardId });
/** The statuses of the sample order as the lab page shows them (issue #10's write steps carry them). */
const SHIPPING_IN = { expectedStatus: 'PROCESSING', expectedProcessingStatus: 'SHIPPING_IN' } as const;
/** The published TWD prices as the admin form sends them (saving them again changes nothing). */
const { currency: _twd, ...PUBLISHED_TWD } = PRICE_POLICIES.TWD;

/** Valid bodies of the content tools (issue #10): a scheduled notice and an inactive shop, so nothing goes public. */
const CONTENT_SAMPLES = {
  post: {
    kind: 'NOTICE',
    slug: 'matrix-notice',
    pinned: false,
    publishedAt: '2099-01-01T00:00:00+08:00',
    startsAt: null,
    endsAt: null,
    translations: { 'zh-TW': { title: '公告', summary: '摘要', body: '內文。' } },
  },
  faq: { topic: 'shipping', translations: { 'zh-TW': { question: '多久會寄回？', answer: '鑑定完成後寄出。' } } },
  partnerShop: { name: '測試卡舖', country: 'TW', city: '臺北市', address: '臺北市中正區測試路 1 號', sortOrder: 1, isActive: false, translations: {} },
};

/** A record fingerprint no certificate has: an allowed caller gets 409 with the certificate as it is, and nothing changes. */
const STALE_STATE = 'AAAAAAAAAAAAAAAA';
const REASON = 'Checked again under the loupe';

export const ADMIN_ROUTES: readonly AdminRouteRow[] = [
  // The suspicious-certificates queue (issue #22): an entry id no entry has (404 past the role check).
  { route: '/api/admin/certificate-flags', method: 'GET', roles: STAFF_ROLES, body: () => ({ status: 'OPEN', source: 'REPORT', page: '1' }) },
  {
    route: '/api/admin/certificate-flags/[id]/decision',
    method: 'POST',
    roles: STAFF_ROLES,
    params: () => ({ id: '999999' }),
    body: () => ({ expectedStatus: 'OPEN', decision: 'DISMISSED', note: REASON }),
  },
  { route: '/api/admin/certificate-flags/[id]/photos/[photoId]', method: 'GET', roles: STAFF_ROLES, params: () => ({ id: '999999', photoId: '1' }) },
  {
    route: '/api/admin/certificate-flags/[id]/reopen',
    method: 'POST',
    roles: ADMIN_ROLES,
    params: () => ({ id: '999999' }),
    body: () => ({ expectedStatus: 'DISMISSED', note: REASON }),
  },
  { route: '/api/admin/certificate-flags/counts', method: 'GET', roles: STAFF_ROLES },
  { route: '/api/admin/certificates/[serial]', method: 'GET', roles: STAFF_ROLES, params: (s) => ({ serial: s.serial }) },
  // The sample certificate's order is delivered: its scans may change (the 1×1 PNG is then refused as too small).
  {
    route: '/api/admin/certificates/[serial]/images',
    method: 'POST',
    roles: STAFF_ROLES,
    params: (s) => ({ serial: s.serial }),
    body: () => ({ kind: 'CARD_FRONT' }),
    multipart: true,
  },
  { route: '/api/admin/certificates/[serial]/images/[imageId]', method: 'DELETE', roles: STAFF_ROLES, params: (s) => ({ serial: s.serial, imageId: '1' }) },
  // The certificate tools (docs/product/certificates.md#staff-corrections) with a stale fingerprint: 409, nothing changes.
  // The owner tools (issue #25): a new code for the sample's owner; a move to nobody (404 past the role check).
  {
    route: '/api/admin/certificates/[serial]/claim-code',
    method: 'POST',
    roles: ADMIN_ROLES,
    params: (s) => ({ serial: s.serial }),
    body: () => ({ reason: REASON }),
  },
  {
    route: '/api/admin/certificates/[serial]/correct',
    method: 'POST',
    roles: ADMIN_ROLES,
    params: (s) => ({ serial: s.serial }),
    body: () => ({
      expectedState: STALE_STATE,
      reason: REASON,
      cardCategory: 'POKEMON',
      sportsType: 'ETC',
      year: 1999,
      brand: 'Wizards',
      setName: 'Base Set',
      cardNumber: '4/102',
      playerName: 'Charizard',
    }),
  },
  { route: '/api/admin/certificates/[serial]/owner', method: 'GET', roles: ADMIN_ROLES, params: (s) => ({ serial: s.serial }) },
  {
    route: '/api/admin/certificates/[serial]/owner',
    method: 'POST',
    roles: ADMIN_ROLES,
    params: (s) => ({ serial: s.serial }),
    body: () => ({ member: 'nobody@example.invalid', reason: REASON }),
  },
  { route: '/api/admin/certificates/[serial]/label', method: 'GET', roles: STAFF_ROLES, params: (s) => ({ serial: s.serial }) },
  {
    route: '/api/admin/certificates/[serial]/label-printed',
    method: 'POST',
    roles: STAFF_ROLES,
    params: (s) => ({ serial: s.serial }),
    body: () => ({ expectedState: STALE_STATE, generation: 1 }),
  },
  {
    route: '/api/admin/certificates/[serial]/regrade',
    method: 'POST',
    roles: ADMIN_ROLES,
    params: (s) => ({ serial: s.serial }),
    body: () => ({
      expectedState: STALE_STATE,
      reason: REASON,
      surface: 9,
      edges: 9,
      corners: 8.5,
      centering: 9,
      centeringFrontLR: '',
      centeringFrontTB: '',
      centeringBackLR: '',
      centeringBackTB: '',
      autoGrade: null,
    }),
  },
  {
    route: '/api/admin/certificates/[serial]/restore',
    method: 'POST',
    roles: ADMIN_ROLES,
    params: (s) => ({ serial: s.serial }),
    body: () => ({ expectedState: STALE_STATE, reason: REASON }),
  },
  {
    route: '/api/admin/certificates/[serial]/void',
    method: 'POST',
    roles: ADMIN_ROLES,
    params: (s) => ({ serial: s.serial }),
    body: () => ({ expectedState: STALE_STATE, reason: REASON }),
  },
  // Staff hiding albums and feed items (issue #25): an unknown id, so the matrix hides nothing.
  { route: '/api/admin/community', method: 'GET', roles: STAFF_ROLES },
  {
    route: '/api/admin/community/albums/[id]/hide',
    method: 'POST',
    roles: STAFF_ROLES,
    params: () => ({ id: '999999' }),
    body: () => ({ reason: 'Not a card album.' }),
  },
  { route: '/api/admin/community/albums/[id]/hide', method: 'DELETE', roles: STAFF_ROLES, params: () => ({ id: '999999' }) },
  {
    route: '/api/admin/community/items/[id]/hide',
    method: 'POST',
    roles: STAFF_ROLES,
    params: () => ({ id: '999999' }),
    body: () => ({ reason: 'Spam in the feed.' }),
  },
  { route: '/api/admin/community/items/[id]/hide', method: 'DELETE', roles: STAFF_ROLES, params: () => ({ id: '999999' }) },
  // Coupons (issue #26, decision 0039): an id no coupon has, so a valid PATCH is a 404 past every check.
  { route: '/api/admin/coupons', method: 'GET', roles: ADMIN_ROLES },
  { route: '/api/admin/coupons', method: 'POST', roles: ADMIN_ROLES, body: () => COUPON_SAMPLE },
  { route: '/api/admin/coupons/[id]', method: 'PATCH', roles: ADMIN_ROLES, params: () => ({ id: '999999' }), body: () => COUPON_SAMPLE },
  { route: '/api/admin/faq', method: 'GET', roles: ADMIN_ROLES },
  { route: '/api/admin/faq', method: 'POST', roles: ADMIN_ROLES, body: () => CONTENT_SAMPLES.faq },
  { route: '/api/admin/faq/[id]', method: 'PUT', roles: ADMIN_ROLES, params: () => ({ id: '1' }), body: () => CONTENT_SAMPLES.faq },
  { route: '/api/admin/faq/[id]', method: 'DELETE', roles: ADMIN_ROLES, params: () => ({ id: '999999' }) },
  { route: '/api/admin/faq/order', method: 'PUT', roles: ADMIN_ROLES, body: () => ({ topic: 'shipping', ids: [1] }) },
  { route: '/api/admin/inquiries', method: 'GET', roles: ADMIN_ROLES, body: () => ({ status: 'NEW', page: '1' }) },
  {
    route: '/api/admin/inquiries/[id]/status',
    method: 'PUT',
    roles: ADMIN_ROLES,
    params: () => ({ id: '1' }),
    body: () => ({ expectedStatus: 'NEW', status: 'IN_PROGRESS' }),
  },
  { route: '/api/admin/members', method: 'GET', roles: ADMIN_ROLES, body: () => ({ q: 'example', page: '1' }) },
  { route: '/api/admin/members/[mbId]', method: 'GET', roles: ADMIN_ROLES, params: (s) => ({ mbId: s.mbId }) },
  // The member's current state: a valid call changes nothing (no role change that would end their sessions).
  { route: '/api/admin/members/[mbId]/dormancy', method: 'PUT', roles: ADMIN_ROLES, params: (s) => ({ mbId: s.mbId }), body: () => ({ dormant: false }) },
  { route: '/api/admin/members/[mbId]/membership', method: 'PUT', roles: ADMIN_ROLES, params: (s) => ({ mbId: s.mbId }), body: () => ({ membershipId: null }) },
  { route: '/api/admin/members/[mbId]/role', method: 'PUT', roles: ADMIN_ROLES, params: (s) => ({ mbId: s.mbId }), body: () => ({ role: 'MEMBER' }) },
  { route: '/api/admin/orders', method: 'GET', roles: STAFF_ROLES, body: () => ({ queue: 'SHIPPING_IN', q: '', page: '1' }) },
  { route: '/api/admin/orders/[orderNumber]', method: 'GET', roles: STAFF_ROLES, params: order },
  { route: '/api/admin/orders/[orderNumber]/advance', method: 'POST', roles: STAFF_ROLES, params: order, body: () => ({ ...SHIPPING_IN, to: 'WAREHOUSE_IN' }) },
  {
    route: '/api/admin/orders/[orderNumber]/cards/match-rest',
    method: 'POST',
    roles: STAFF_ROLES,
    params: order,
    body: () => ({ ...SHIPPING_IN, cardIds: [1] }),
  },
  {
    route: '/api/admin/orders/[orderNumber]/cards/[cardId]/check',
    method: 'PUT',
    roles: STAFF_ROLES,
    params: card,
    body: () => ({ ...SHIPPING_IN, correspondCheck: 'OK', vscNote: 'Surface clean' }),
  },
  {
    route: '/api/admin/orders/[orderNumber]/cards/[cardId]/score',
    method: 'PUT',
    roles: STAFF_ROLES,
    params: card,
    body: () => ({
      ...SHIPPING_IN,
      surface: 9,
      edges: 9,
      corners: 8.5,
      centering: 9,
      centeringFrontLR: '',
      centeringFrontTB: '',
      centeringBackLR: '',
      centeringBackTB: '',
      autoGrade: null,
    }),
  },
  { route: '/api/admin/orders/[orderNumber]/deliver', method: 'POST', roles: STAFF_ROLES, params: order, body: () => SHIPPING_IN },
  { route: '/api/admin/orders/[orderNumber]/labels', method: 'GET', roles: STAFF_ROLES, params: order },
  { route: '/api/admin/orders/[orderNumber]/packing-slip', method: 'GET', roles: STAFF_ROLES, params: order },
  { route: '/api/admin/orders/[orderNumber]/labels-printed', method: 'POST', roles: STAFF_ROLES, params: order, body: (s) => ({ serials: [s.serial] }) },
  { route: '/api/admin/orders/[orderNumber]/notes', method: 'POST', roles: STAFF_ROLES, params: order, body: () => ({ body: 'Parcel expected tomorrow.' }) },
  {
    route: '/api/admin/orders/[orderNumber]/partial-cancel',
    method: 'POST',
    roles: STAFF_ROLES,
    params: order,
    body: () => ({ ...SHIPPING_IN, reason: 'Card missing from the parcel' }),
  },
  // The statuses of an earlier view: an allowed caller gets 409 with the fresh order, and nothing moves.
  {
    route: '/api/admin/orders/[orderNumber]/receive',
    method: 'POST',
    roles: STAFF_ROLES,
    params: order,
    body: () => ({ ...SHIPPING_IN, expectedProcessingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION' }),
  },
  {
    route: '/api/admin/orders/[orderNumber]/refund',
    method: 'POST',
    roles: STAFF_ROLES,
    params: order,
    body: () => ({ ...SHIPPING_IN, reason: 'Requested by the member' }),
  },
  {
    route: '/api/admin/orders/[orderNumber]/ship',
    method: 'POST',
    roles: STAFF_ROLES,
    params: order,
    body: () => ({ ...SHIPPING_IN, courier: 'TCAT', trackingNumber: '9012-3456-7890' }),
  },
  { route: '/api/admin/partners', method: 'GET', roles: ADMIN_ROLES },
  { route: '/api/admin/partners', method: 'POST', roles: ADMIN_ROLES, body: () => CONTENT_SAMPLES.partnerShop },
  { route: '/api/admin/partners/[id]', method: 'PUT', roles: ADMIN_ROLES, params: () => ({ id: '1' }), body: () => CONTENT_SAMPLES.partnerShop },
  { route: '/api/admin/partners/[id]/active', method: 'PUT', roles: ADMIN_ROLES, params: () => ({ id: '1' }), body: () => ({ isActive: false }) },
  { route: '/api/admin/posts', method: 'GET', roles: ADMIN_ROLES, body: () => ({ kind: 'EVENT', page: '1' }) },
  { route: '/api/admin/posts', method: 'POST', roles: ADMIN_ROLES, body: () => CONTENT_SAMPLES.post },
  { route: '/api/admin/posts/[id]', method: 'GET', roles: ADMIN_ROLES, params: () => ({ id: '1' }) },
  { route: '/api/admin/posts/[id]', method: 'PUT', roles: ADMIN_ROLES, params: () => ({ id: '1' }), body: () => CONTENT_SAMPLES.post },
  { route: '/api/admin/posts/[id]', method: 'DELETE', roles: ADMIN_ROLES, params: () => ({ id: '999999' }) },
  { route: '/api/admin/price-policy', method: 'GET', roles: ADMIN_ROLES },
  {
    route: '/api/admin/price-policy/[currency]',
    method: 'PUT',
    roles: ADMIN_ROLES,
    params: () => ({ currency: 'TWD' }),
    body: () => ({ ...PUBLISHED_TWD, expectedUpdatedAt: null }),
  },
  // The outbox's undelivered messages (issue #23, decision 0026): ADMIN only; a resend of an unknown message is a 404.
  { route: '/api/admin/messages', method: 'GET', roles: ADMIN_ROLES, body: () => ({ status: 'FAILED' }) },
  { route: '/api/admin/messages/[id]/resend', method: 'POST', roles: ADMIN_ROLES, params: () => ({ id: '999999' }), body: () => ({}) },
  { route: '/api/admin/refunds', method: 'GET', roles: STAFF_ROLES },
  {
    route: '/api/admin/refunds/[id]/manual-transfer',
    method: 'POST',
    roles: STAFF_ROLES,
    params: () => ({ id: '999999' }),
    body: () => ({ reference: 'TXN-2026-0001' }),
  },
  { route: '/api/admin/refunds/[id]/retry', method: 'POST', roles: STAFF_ROLES, params: () => ({ id: '999999' }), body: () => ({}) },
];
