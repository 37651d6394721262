// Where the lab's pages live (issue #10): an order's page and its printable label sheet (H3's page).
export const staffOrderHref = (orderNumber: string) => `/admin/orders/${encodeURIComponent(orderNumber)}`;
export const labelsHref = (orderNumber: string) => `${staffOrderHref(orderNumber)}/labels`;
