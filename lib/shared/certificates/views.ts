// A certificate as the world sees it (docs/product/certificates.md#certificate-page): the page, the public API and
// their tests share this shape. Nothing about the owner is in it — no name, e-mail, member id, nor the card's
// free-text description the member wrote.
import type { CardCategory, LabelReason, SportsType } from '@/lib/server/db/generated/enums';
import type { ReportState, VerdictView } from './verdicts';

export interface PublicLabel {
  generation: number;
  reason: LabelReason;
  /** The grade the label carries ("9.5", "A"). */
  grade: string;
  issuedAt: string;
  supersededAt: string | null;
  supersededBy: LabelReason | null;
}

export interface PublicScan {
  side: 'front' | 'back';
  width: number;
  height: number;
  thumbUrl: string;
  /** The 1600 px derivative the page zooms into (the stored scan when it is smaller). */
  zoomUrl: string;
  /** The stored scan, as downloaded; `sha256` is of exactly these bytes. */
  downloadUrl: string;
  sha256: string | null;
}

export interface PublicPopulation {
  /** The grade column ("9", "A") and how many certificates of the same card are in it, above it, and in all. */
  grade: string;
  sameGrade: number;
  /** Null for "A": nothing is higher than the authentic mark. */
  higher: number | null;
  total: number;
  /** Every column's count, best grade first. */
  counts: { grade: string; count: number }[];
  asOf: string;
}

export interface PublicCertificate {
  serial: string;
  card: {
    category: CardCategory;
    sportsType: SportsType;
    year: number | null;
    brand: string | null;
    setName: string | null;
    cardNumber: string | null;
    name: string;
  };
  /** "9.5" or "A". */
  grade: string;
  numericGrade: number | null;
  authentic: boolean;
  subgrades: { surface: number | null; edges: number | null; corners: number | null; centering: number | null };
  centeringMeasured: { frontLR: string | null; frontTB: string | null; backLR: string | null; backTB: string | null } | null;
  autoGrade: number | null;
  gradedAt: string;
  voided: { at: string; reason: string | null } | null;
  labels: PublicLabel[];
  scans: PublicScan[];
  population: PublicPopulation | null;
  /** A suspected fake under review, or one staff confirmed (with the date of the confirmation). */
  reports: { state: ReportState; confirmedAt: string | null };
}

/** The page's data: the record, and the verdict when the address carried a label's code. */
export interface CertificatePageData {
  certificate: PublicCertificate;
  verdict: VerdictView | null;
}
