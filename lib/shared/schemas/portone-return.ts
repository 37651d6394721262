// The query PortOne's browser SDK answers with, or a phone's browser comes back with (PortOne's redirectUrl gets
// `paymentId`, and `code` + `message` when the payment did not go through: docs/decisions/0038-portone.md), on
// /kakaopay. Only what we act on is read: which payment, and whether PortOne says it failed or was closed. The PG's
// message is never shown (anyone can put text in a URL); the outcome is re-read from PortOne's API.
import { type InferType, object, string } from 'yup';

export const portoneReturnQuerySchema = object({
  paymentId: string().trim().max(64).required(),
  code: string().trim().max(100).optional(),
});
export type PortoneReturnQuery = InferType<typeof portoneReturnQuerySchema>;
