// The packing slip of an order (issue #25, docs/decisions/0035-claim-codes.md): printed by the back office with the
// labels and packed with the slabs (never on the label): the order, the member's nickname, and per card its serial,
// name, grade and claim code. A card the order's member does not own (a reholder line for someone else's slab) shows
// no code. Browser-safe.
export interface PackingSlipLine {
  serial: string;
  card: string;
  grade: string;
  /** XXXX-XXXX-XXXX-XXXX; null when the card is not the order's member's (or is voided). */
  code: string | null;
}

export interface PackingSlip {
  orderNumber: string;
  nickname: string;
  printable: boolean;
  lines: PackingSlipLine[];
}
