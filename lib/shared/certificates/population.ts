// The population report's columns (docs/product/certificates.md#population-report): every grade of the scale from
// best to worst, then the "A" (authentic) mark, and what "higher" means. Browser-safe: the certificate page, the
// population table, the CSV and the counters share it.
import { AUTHENTIC_MARK, GRADES } from '../grading/scale';

export const POPULATION_GRADES: readonly string[] = [...GRADES.map(String), AUTHENTIC_MARK];

/** The column a certificate is counted in: its grade as the scale writes it, or "A"; null without either. */
export function populationGrade(certificate: { grade: number | null; authentic: boolean }): string | null {
  if (certificate.authentic) return AUTHENTIC_MARK;
  const grade = certificate.grade;
  return grade !== null && POPULATION_GRADES.includes(String(grade)) ? String(grade) : null;
}

/** Counts per column; a missing column is 0. */
export type PopulationCounts = Readonly<Record<string, number>>;

/**
 * How many certificates of the card have a higher grade than `grade`: the numeric grades above it. The "A" mark is
 * not on the scale, so nothing is "higher" than it: null.
 */
export function higherThan(counts: PopulationCounts, grade: string): number | null {
  if (grade === AUTHENTIC_MARK) return null;
  const value = Number(grade);
  return GRADES.filter((step) => step > value).reduce((sum, step) => sum + (counts[String(step)] ?? 0), 0);
}

/** Every column, in order, with its count (0 when absent). */
export function populationRow(counts: PopulationCounts): { grade: string; count: number }[] {
  return POPULATION_GRADES.map((grade) => ({ grade, count: counts[grade] ?? 0 }));
}
