// Our PortOne paymentId (결제 건 아이디): chosen by us, sent to PortOne's pre-register call and to the browser SDK, and
// stored as the Payment's providerPaymentId — one string on both sides (docs/decisions/0038-portone.md "Mapping").
// PortOne takes up to 40 characters; ours is "CG" + 30 hex digits (120 random bits): unguessable, because the
// checkout page's address names the payment and a webhook names it too.
import { randomBytes } from 'node:crypto';

export const PORTONE_PAYMENT_ID = /^CG[0-9A-F]{30}$/;

export function newPortonePaymentId(): string {
  return `CG${randomBytes(15).toString('hex').toUpperCase()}`;
}
