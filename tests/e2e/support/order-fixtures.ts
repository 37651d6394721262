// Members and graded cards the order journeys (tests/e2e/orders) need but no screen can make quickly:
// created by prepare-db.ts before the app starts. Plain data only: the spec files import this too.
//
// Ordering needs a verified phone ("identity verification", docs/product/orders.md#who-can-order) and a return
// address, and both Playwright projects share one database: every project and journey has its own member, so orders,
// drafts and payments of one never show up in another, whichever order the tests run in.

// 'proxy': the journeys through nginx (tests/e2e/proxy, decision 0025).
export const ORDER_PROJECTS = ['desktop', 'mobile', 'proxy'] as const;
// The my-orders journeys (tests/e2e/orders/my-orders, issue #9) have their own members too: the tab counts they
// read are then their own orders' only.
export const ORDER_PURPOSES = [
  'general',
  'simple',
  'reholder',
  'drafts',
  'declined',
  'history',
  'deposit',
  'repay',
  'cancel',
  'tracking',
  'refund',
  'layout',
  'lean',
  'reminders',
  // The payments through a real gateway's adapter (tests/e2e/payments, the gateway site of playwright.config.ts).
  'ecpay',
  // A coupon applied on the payment step (tests/e2e/orders/coupon.spec.ts, decision 0039).
  'coupon',
  'portone',
] as const;
export type OrderProject = (typeof ORDER_PROJECTS)[number];
export type OrderPurpose = (typeof ORDER_PURPOSES)[number];

export interface OrderFixtureMember {
  email: string;
  nick: string;
  /** E.164, verified. */
  phone: string;
}

/** The fixture member of one journey on one project (password: FIXTURE_PASSWORD of e2e-fixtures.ts). */
export function orderMember(project: string, purpose: OrderPurpose): OrderFixtureMember {
  const p = ORDER_PROJECTS.indexOf(project as OrderProject);
  const q = ORDER_PURPOSES.indexOf(purpose);
  if (p < 0 || q < 0) throw new Error(`No order fixture member for ${project} / ${purpose}`);
  return {
    email: `order-${purpose}-${project}@e2e.test`,
    nick: `order${purpose}${project}`.slice(0, 32),
    // +886 9 1200 0tpu (t and u the tens and units of q): a Taiwan mobile number of the usual shape, one per member;
    // the first ten purposes keep the numbers they had before there were more (+886 9 1200 00pq).
    phone: `+886912000${Math.floor(q / 10)}${p}${q % 10}`,
  };
}

/** Every fixture member gets this default return address. */
export const ORDER_ADDRESS = {
  nickname: 'Home',
  recipient: 'Chen Ya-ting',
  phone: '0912-345-678',
  postalCode: '106',
  address: 'No. 1, Sec. 4, Roosevelt Rd., Taipei',
  addressDetail: '5F',
} as const;

/**
 * Graded certificates a reholder journey may re-case, per project. A serial in a paid reholder order is
 * "already in another reholder order", so a journey takes the first one that is still free (a database
 * reused across runs, e.g. DATABASE_URL, has used up the earlier ones).
 */
export function reholderSerials(project: string): string[] {
  const p = ORDER_PROJECTS.indexOf(project as OrderProject);
  if (p < 0) throw new Error(`No reholder serials for ${project}`);
  return Array.from({ length: 12 }, (_, i) => String(8_460_000 + p * 100 + i));
}

/** What the fixture certificates say about the card (the reholder list shows it). */
export const REHOLDER_CARD = { playerName: 'Charizard ex', setName: 'Obsidian Flames', year: 2023, grade: 9 } as const;
