// The back office's views of certificates (docs/product/certificates.md#staff-corrections,
// docs/product/certificates.md#suspicious-certificates): the staff certificate page, its label page and the
// suspicious-certificates queue. Only ever sent to staff: a report's contact e-mail and the audit trail are in them.
// Browser-safe.
import type { CardCategory, CertificateFlagSource, CertificateFlagStatus, LabelReason, SportsType } from '@/lib/server/db/generated/enums';
import type { LabelView } from '../lab/labels';
import type { AuditEntry, StaffCertificate } from '../lab/views';
import type { CertificateActions } from './corrections';

/** The card as the certificate records it (the fields a correction may change, and the member's description). */
export interface StaffCertificateCard {
  cardCategory: CardCategory;
  sportsType: SportsType;
  year: number | null;
  brand: string | null;
  setName: string | null;
  cardNumber: string | null;
  playerName: string;
  description: string | null;
}

export interface StaffCertificateRecord extends StaffCertificate {
  card: StaffCertificateCard;
  isAuto: boolean;
  /** The minimum grade the member asked for on the card's line (a regrade below it gets the "A" mark). */
  minimumGrade: number | null;
  /** The order it was graded in; null for one recorded before this system. */
  orderNumber: string | null;
  publishedAt: string | null;
  voided: { at: string; reason: string | null } | null;
}

export interface StaffLabelGeneration {
  generation: number;
  /** 1: the first signature format (before label generations were recorded); 2: the generation signed. */
  format: number;
  reason: LabelReason;
  /** The grade the label carries ("9.5", "A"). */
  grade: string;
  /** The order whose sheet issued it; null for the certificate's own label page or a label recorded after the fact. */
  orderNumber: string | null;
  issuedAt: string;
  supersededAt: string | null;
  supersededBy: LabelReason | null;
}

export interface ScanDayView {
  /** YYYY-MM-DD (UTC, as the scans are counted). */
  day: string;
  scans: number;
}

export interface FlagPhotoView {
  id: number;
  /** The staff-only route of the photo (`?size=thumb` for the thumbnail). */
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/** One entry of the suspicious-certificates queue. */
export interface CertificateFlagView {
  id: number;
  source: CertificateFlagSource;
  status: CertificateFlagStatus;
  createdAt: string;
  /** What raised it: networks counted within the window (SCANS_SPREAD), the last scan's time. */
  detail: { networks: number | null; windowHours: number | null; lastScanAt: string | null };
  /** A report's own words, contact and photos. */
  offeredAt: string | null;
  note: string | null;
  contactEmail: string | null;
  photos: FlagPhotoView[];
  decidedAt: string | null;
  decidedBy: string | null;
  decisionNote: string | null;
  certificate: { serial: string; grade: string; cardLine: string; voided: boolean };
}

/** GET /api/admin/certificates/[serial] and the staff certificate page. */
export interface StaffCertificateDetail {
  serial: string;
  /**
   * The record's fingerprint: every action sends back the one its page showed, and a record changed meanwhile answers
   * 409 with the detail as it is now (docs/decisions/0023-certificate-corrections.md).
   */
  state: string;
  record: StaffCertificateRecord;
  /** Where the population counts it: its column and the card's counts; null while not counted (not public, voided). */
  population: { grade: string; sameGrade: number; total: number } | null;
  labels: StaffLabelGeneration[];
  /** The next print on the certificate's label page: a reprint of the current label, or a new one and why. */
  nextLabel: { generation: number; reason: LabelReason | null } | null;
  /** Verifications per day, the last 30 days, oldest first (days without any included). */
  scanDays: ScanDayView[];
  flags: CertificateFlagView[];
  audit: AuditEntry[];
  actions: CertificateActions;
}

/** GET /api/admin/certificates/[serial]/label and the certificate's label page. */
export interface CertificateLabelSheet {
  serial: string;
  state: string;
  /** Public and not voided: a label may be printed (otherwise the rest is null). */
  printable: boolean;
  /** The generation this print is; `reason` null: a reprint of the current label. */
  generation: number | null;
  reason: LabelReason | null;
  label: LabelView | null;
}

/** GET /api/admin/certificate-flags?status=&source=&page=. */
export interface CertificateFlagPage {
  items: CertificateFlagView[];
  status: CertificateFlagStatus;
  source: CertificateFlagSource | null;
  total: number;
  page: number;
  pageSize: number;
  /** Entries of the listed status per source, for the source tabs. */
  counts: Record<CertificateFlagSource, number>;
}

/** GET /api/admin/certificate-flags/counts: the open entries, for the back office's navigation. */
export interface OpenFlagCounts {
  open: number;
  bySource: Record<CertificateFlagSource, number>;
}
