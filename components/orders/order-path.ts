// The member's order page. Its own module (not OrderRow.tsx, which draws with MUI): my page's static sections link to
// orders without downloading MUI (issue #24, first-load JS of member pages).
export const orderPath = (orderNumber: string) => `/account/orders/${encodeURIComponent(orderNumber)}`;
