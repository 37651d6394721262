// The population's day (docs/product/certificates.md#population-report): a card's history has a point per day, and the
// "last changed" date is a day. The service's collectors are in Taiwan and Korea, and the pages write dates in Taiwan's
// time (lib/shared/locale.ts formatDate), so a day is a calendar day in Taiwan (UTC+8, no daylight saving): a change at
// 07:00 there is on that day, not on the day before as UTC would have it.
const TAIWAN_OFFSET_MS = 8 * 3_600_000;

/** YYYY-MM-DD of `at` in Taiwan. */
export function populationDay(at: Date): string {
  return new Date(at.getTime() + TAIWAN_OFFSET_MS).toISOString().slice(0, 10);
}
