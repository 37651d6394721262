// The member asked for a refund account by the lab (issue #10; docs/product/order-lifecycle.md#staff-steps): a
// partial cancellation refused because a bank-based payment has no refund account yet e-mails the member a link to
// their order page — at most once in REFUND_ACCOUNT_REQUEST_HOURS — and its 409 says so in `data`, which the staff
// page's dialog shows under the refusal. Browser-safe: the service and the dialog share the shape.

/** The member is e-mailed again only this long after the last request. */
export const REFUND_ACCOUNT_REQUEST_HOURS = 24;

/** `data` of the 409 `labApi:errors.refundAccountRequired` answered to a partial cancellation. */
export interface RefundAccountRequest {
  /** The member was e-mailed now. */
  memberAsked: boolean;
  /** When the member was last e-mailed (now, or an earlier request within the interval); null if never. */
  askedAt: string | null;
}

/** The request a refusal carries, or null when its data is something else. */
export function refundAccountRequestOf(data: unknown): RefundAccountRequest | null {
  if (!data || typeof data !== 'object') return null;
  const { memberAsked, askedAt } = data as Partial<RefundAccountRequest>;
  if (typeof memberAsked !== 'boolean' || !(askedAt === null || typeof askedAt === 'string')) return null;
  return { memberAsked, askedAt };
}
