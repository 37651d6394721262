// The demo order the benchmarks read: member@cardgrade.test's (lib/server/seed/data/demo-orders.ts). A module of its
// own so the pure JS budget (js-budget.ts) does not load the load generator with mix.ts.
export const MIX_ORDER = 'G990201000001';
