// A valid coupon as the admin form sends it (lib/shared/schemas/coupon.ts, docs/decisions/0039-coupons.md): a fixed
// TWD 100, every order type, valid from a day ago for 30 days, no total limit, once per member, on. Plain data: the
// unit, integration and hostile-input tests share it.
const DAY = 86_400_000;

export function couponInput(overrides: Record<string, unknown> = {}) {
  return {
    code: 'WELCOME10',
    kind: 'FIXED',
    value: 100,
    currency: 'TWD',
    minOrderAmount: 0,
    orderTypes: [] as string[],
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    maxUses: null as number | null,
    maxUsesPerMember: 1,
    active: true,
    ...overrides,
  };
}
