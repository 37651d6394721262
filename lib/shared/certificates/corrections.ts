// Staff corrections of a published certificate and the suspicious-certificates queue
// (docs/product/certificates.md#staff-corrections, docs/decisions/0023-certificate-corrections.md): who may do what,
// decided once for the back office's buttons and re-checked by every service inside its locked transaction.
// Browser-safe.
import type { CertificateFlagSource, CertificateFlagStatus, Role } from '@/lib/server/db/generated/enums';
import { isStaffRole } from '@/lib/shared/staff/roles';

/** A regrade, a correction, a void or a restore says why, as does every decision on a queue entry. */
export const REASON_MIN = 5;
export const REASON_MAX = 500;

export const FLAG_SOURCES: readonly CertificateFlagSource[] = ['SCANS_SPREAD', 'SUPERSEDED_SCAN', 'REPORT'];
export const FLAG_STATUSES: readonly CertificateFlagStatus[] = ['OPEN', 'CONFIRMED', 'DISMISSED'];
/** What staff decide about an open entry. */
export const FLAG_DECISIONS = ['CONFIRMED', 'DISMISSED'] as const;
export type FlagDecision = (typeof FLAG_DECISIONS)[number];
/** A decided entry an admin may open again (a mistaken decision, new evidence). */
export const REOPENABLE_STATUSES = ['CONFIRMED', 'DISMISSED'] as const;

export interface CertificateFacts {
  /** Public (its order reached CARD_SCORED, or imported). */
  published: boolean;
  voided: boolean;
}

export interface CertificateActions {
  /** ADMIN, published, not voided: new subgrades and the grade they give. */
  regrade: boolean;
  /** ADMIN, published, not voided: the card's information. */
  correct: boolean;
  /** ADMIN, published, not voided. */
  void: boolean;
  /** ADMIN, voided: a mistaken void undone. */
  restore: boolean;
  /** STAFF or ADMIN, published, not voided: the certificate's own label page. */
  printLabel: boolean;
  /** STAFF or ADMIN: confirm or dismiss an open queue entry. */
  decideFlags: boolean;
  /** ADMIN: open a decided entry again. */
  reopenFlags: boolean;
}

/**
 * docs/product/certificates.md#staff-corrections: a grade anyone can check changes only by an admin's hand; staff see
 * everything, print labels and decide the queue. A certificate not public yet is still the lab's (rescored on its
 * order); a voided one is only restored.
 */
export function certificateActions(role: Role | null | undefined, facts: CertificateFacts): CertificateActions {
  const staff = isStaffRole(role);
  const admin = role === 'ADMIN';
  const live = facts.published && !facts.voided;
  return {
    regrade: admin && live,
    correct: admin && live,
    void: admin && live,
    restore: admin && facts.published && facts.voided,
    printLabel: staff && live,
    decideFlags: staff,
    reopenFlags: admin,
  };
}

export const mayDecideFlag = (status: CertificateFlagStatus) => status === 'OPEN';
export const mayReopenFlag = (status: CertificateFlagStatus): status is (typeof REOPENABLE_STATUSES)[number] =>
  (REOPENABLE_STATUSES as readonly string[]).includes(status);
