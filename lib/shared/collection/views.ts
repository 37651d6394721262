// What the collection's API answers and its pages show (issue #25): browser-safe types only.
import type { CardCategory } from '@/lib/server/db/generated/enums';
import type { CollectionQuery } from './collection-query';

export interface CollectionScan {
  side: 'front' | 'back';
  width: number;
  height: number;
  thumbUrl: string;
  /** The 1600 px derivative the certificate page zooms into. */
  zoomUrl: string;
}

export interface CollectionItem {
  serial: string;
  name: string;
  category: CardCategory;
  year: number | null;
  brand: string | null;
  setName: string | null;
  cardNumber: string | null;
  /** "10" … "1", or "A" (authentic, no number). */
  grade: string | null;
  gradedAt: string;
  ownedSince: string | null;
  /** Voided by staff: still the member's record, shown marked. */
  voidedAt: string | null;
  /** Front first, then back; empty before the lab uploaded scans. */
  scans: CollectionScan[];
}

export interface CollectionPage {
  items: CollectionItem[];
  query: CollectionQuery;
  pageSize: number;
  /** Cards matching the filters (every page). */
  total: number;
}

export interface PortfolioView {
  /** Cards in the collection, voided ones included. */
  cards: number;
  voided: number;
  /** Per grade column ("10" … "1", "A"), voided cards left out. */
  byGrade: { grade: string; count: number }[];
  byCategory: { category: CardCategory; count: number }[];
  /** Share of 10s among the cards with a numeric grade (0–1); null without any. */
  gemRate: number | null;
  /** Cards with a numeric grade: the gem rate's denominator. */
  graded: number;
  /** The best copy of each card (the population's "same card"), best first; at most PORTFOLIO_TOP_CARDS. */
  topCards: PortfolioCard[];
  /** Distinct cards ("same card") in the collection. */
  distinctCards: number;
  /** Cards owned at the end of each month since the first, from `ownedSince`. */
  overTime: { month: string; added: number; total: number }[];
}

export interface PortfolioCard {
  name: string;
  category: CardCategory;
  year: number | null;
  setName: string | null;
  cardNumber: string | null;
  highestGrade: string;
  /** The serial of the copy with that grade (the earliest owned one when several share it). */
  serial: string;
  copies: number;
}
