// The names of the AuditLog rows written about an order, its cards and their certificates (issue #10) — by the lab's
// steps, the certificate scans and labels and the member's own order changes — in one place: the services write
// them from here and the lab page's audit trail words each one by its key here, a key of lab:audit.actions.*
// (components/staff/lab/lab-labels.ts; a unit test fails on a name the page cannot word). Browser-safe.

export const AUDIT_ACTIONS = {
  // The member's order (lib/server/orders).
  draftSaved: 'order.draftSaved',
  draftDeleted: 'order.draftDeleted',
  addressChanged: 'order.addressChanged',
  revised: 'order.revised',
  refundAccountSaved: 'order.refundAccountSaved',
  // The lab (lib/server/lab): internal notes, the member asked for a refund account, the checks, scores and refunds.
  noteAdded: 'order.noteAdded',
  refundAccountRequested: 'order.refundAccountRequested',
  cardChecked: 'card.checked',
  cardCorrected: 'card.corrected',
  vscNote: 'card.vscNote',
  defectNote: 'card.defectNote',
  cardCancelled: 'card.cancelled',
  graded: 'certificate.graded',
  rescored: 'certificate.rescored',
  // A certificate's scans and label (lib/server/certificates).
  imageUploaded: 'certificate.imageUploaded',
  imageDeleted: 'certificate.imageDeleted',
  labelPrinted: 'certificate.labelPrinted',
  // A published certificate changed by an admin, and the suspicious-certificates queue's decisions, written about the
  // certificate (docs/product/certificates.md#staff-corrections).
  regraded: 'certificate.regraded',
  corrected: 'certificate.corrected',
  voided: 'certificate.voided',
  restored: 'certificate.restored',
  flagConfirmed: 'certificate.flagConfirmed',
  flagDismissed: 'certificate.flagDismissed',
  flagReopened: 'certificate.flagReopened',
  // Anyone's report of a suspected fake (lib/server/certificates/reports).
  fakeReported: 'certificate.fakeReported',
  // Owners and claim codes (lib/server/claims, docs/decisions/0035-claim-codes.md): a buyer's claim, staff moving a
  // certificate or issuing its owner a new code, a code issued late for a card owned before codes existed, and the
  // packing slip opened (it shows the codes), written about the order.
  claimed: 'certificate.claimed',
  ownerMoved: 'certificate.ownerMoved',
  claimCodeReissued: 'certificate.claimCodeReissued',
  claimCodeIssued: 'certificate.claimCodeIssued',
  packingSlipOpened: 'order.packingSlipOpened',
} as const;

export type AuditActionKey = keyof typeof AUDIT_ACTIONS;
export type AuditAction = (typeof AUDIT_ACTIONS)[AuditActionKey];
