// What the back office's certificate page shows of a certificate's owners (issue #25, docs/decisions/0035-claim-codes.md):
// ADMIN only (owners are member data: member look-up is the admin's, docs/product/accounts.md). Never the code itself —
// staff only ever see a code on the packing slip they print for the owner. Browser-safe.
export interface OwnershipMember {
  mbId: string;
  nick: string;
  email: string;
}

export interface OwnershipTransferView {
  at: string;
  via: 'CLAIM' | 'STAFF';
  from: OwnershipMember | null;
  to: OwnershipMember | null;
}

export interface CertificateOwnership {
  serial: string;
  owner: OwnershipMember | null;
  ownedSince: string | null;
  /** When the current code was issued; null: none yet (issued when the owner or the slip first needs it). */
  codeIssuedAt: string | null;
  voided: boolean;
  /** Newest first. */
  transfers: OwnershipTransferView[];
}
