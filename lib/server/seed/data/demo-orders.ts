// Demo orders of member@cardgrade.test (issue #10): one at each step a newcomer and the lab's staff should see at
// once — unpaid, waiting for a virtual-account deposit, paid and waiting for the tracking number, on its way to
// the lab, paid at the counter, cancelled (docs/product/order-lifecycle.md#processing-transitions).
// Development and review data only, seeded with the demo accounts (./demo-accounts.ts).
import type { ShippingMethod } from '@/lib/server/db/generated/enums';

/** How far the member took the order, through the same services the site uses (../seed-demo-orders.ts). */
export type DemoOrderStage = 'submitted' | 'depositWaiting' | 'paid' | 'tracking' | 'cancelled';

export interface DemoOrderLine {
  cardCategory: 'POKEMON' | 'YUGIOH' | 'SPORTS';
  sportsType: 'ETC' | 'BASEBALL' | 'BASKETBALL';
  year: number;
  setName: string;
  cardNumber: string;
  playerName: string;
  quantity: number;
  isAuto: boolean;
}

export interface DemoOrder {
  /**
   * "G", the date part 990201 and six digits: the shape of a real number (parseOrderNumber) on a date no real order
   * has, and not the e2e fixtures' 990101.
   */
  orderNumber: string;
  /** The submission's idempotency key: a second seed run finds this order instead of submitting another. */
  idempotencyKey: string;
  stage: DemoOrderStage;
  orderType: 'REG' | 'EXP';
  shippingMethod: ShippingMethod;
  paymentMethod: 'CREDIT_CARD' | 'VIRTUAL_ACCOUNT';
  lines: DemoOrderLine[];
  /** The inbound parcel the member names (stage 'tracking'): a courier of the TWD list (couriers.ts). */
  tracking?: { courier: string; trackingNumber: string };
  /** The colour of the order's demo photo, so the orders' photos tell apart. */
  photoColour: string;
}

export const DEMO_ORDER_MEMBER = 'member@cardgrade.test';

/** The demo member's return address, created when they have none: the wizard needs one to submit. */
export const DEMO_ADDRESS = {
  nickname: '住家',
  recipient: '陳怡君',
  phone: '0912-345-678',
  postalCode: '106',
  address: '台北市大安區忠孝東路四段 100 號',
  addressDetail: '5 樓',
  deliveryMemo: '',
};

const pikachu: DemoOrderLine = {
  cardCategory: 'POKEMON',
  sportsType: 'ETC',
  year: 2023,
  setName: 'Scarlet & Violet 151',
  cardNumber: '025/165',
  playerName: 'Pikachu',
  quantity: 2,
  isAuto: false,
};
const charizard: DemoOrderLine = {
  cardCategory: 'POKEMON',
  sportsType: 'ETC',
  year: 2023,
  setName: 'Scarlet & Violet 151',
  cardNumber: '199/165',
  playerName: 'Charizard ex',
  quantity: 1,
  isAuto: false,
};
const blueEyes: DemoOrderLine = {
  cardCategory: 'YUGIOH',
  sportsType: 'ETC',
  year: 2002,
  setName: 'Legend of Blue Eyes White Dragon',
  cardNumber: 'LOB-001',
  playerName: 'Blue-Eyes White Dragon',
  quantity: 1,
  isAuto: false,
};
const ohtani: DemoOrderLine = {
  cardCategory: 'SPORTS',
  sportsType: 'BASEBALL',
  year: 2018,
  setName: 'Topps Update',
  cardNumber: 'US1',
  playerName: 'Shohei Ohtani',
  quantity: 1,
  isAuto: true,
};
const linsanity: DemoOrderLine = {
  cardCategory: 'SPORTS',
  sportsType: 'BASKETBALL',
  year: 2012,
  setName: 'Panini Prizm',
  cardNumber: '19',
  playerName: 'Jeremy Lin',
  quantity: 3,
  isAuto: false,
};

export const DEMO_ORDERS: DemoOrder[] = [
  {
    orderNumber: 'G990201000001',
    idempotencyKey: 'demo-order-990201000001',
    stage: 'submitted',
    orderType: 'REG',
    shippingMethod: 'SELF_SHIPPING',
    paymentMethod: 'CREDIT_CARD',
    lines: [pikachu],
    photoColour: '#f4c430',
  },
  {
    orderNumber: 'G990201000002',
    idempotencyKey: 'demo-order-990201000002',
    stage: 'depositWaiting',
    orderType: 'REG',
    shippingMethod: 'SELF_SHIPPING',
    paymentMethod: 'VIRTUAL_ACCOUNT',
    lines: [blueEyes, pikachu],
    photoColour: '#3a6ea5',
  },
  {
    orderNumber: 'G990201000003',
    idempotencyKey: 'demo-order-990201000003',
    stage: 'paid',
    orderType: 'EXP',
    shippingMethod: 'SELF_SHIPPING',
    paymentMethod: 'CREDIT_CARD',
    lines: [charizard],
    photoColour: '#e25822',
  },
  {
    orderNumber: 'G990201000004',
    idempotencyKey: 'demo-order-990201000004',
    stage: 'tracking',
    orderType: 'REG',
    shippingMethod: 'SELF_SHIPPING',
    paymentMethod: 'CREDIT_CARD',
    lines: [ohtani, linsanity],
    tracking: { courier: 'TCAT', trackingNumber: '9902 0100 0004' },
    photoColour: '#2e8b57',
  },
  {
    orderNumber: 'G990201000005',
    idempotencyKey: 'demo-order-990201000005',
    stage: 'paid',
    orderType: 'REG',
    shippingMethod: 'QUICK',
    paymentMethod: 'CREDIT_CARD',
    lines: [pikachu, blueEyes],
    photoColour: '#8a2be2',
  },
  {
    orderNumber: 'G990201000006',
    idempotencyKey: 'demo-order-990201000006',
    stage: 'cancelled',
    orderType: 'REG',
    shippingMethod: 'SELF_SHIPPING',
    paymentMethod: 'CREDIT_CARD',
    lines: [linsanity],
    photoColour: '#808080',
  },
];
