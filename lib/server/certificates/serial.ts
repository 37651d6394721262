// Certificate serials: 7 digits, drawn at random so one serial does not reveal another
// (docs/product/grading.md#certificate-serials: "not sequential"). 9 million values; collisions are retried against
// the database.
import { randomInt } from 'node:crypto';

export function randomSerial(nextInt: (min: number, maxExclusive: number) => number = randomInt): string {
  return String(nextInt(1_000_000, 10_000_000));
}
