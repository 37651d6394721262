import { CENTERING_TOLERANCES, largerShare } from './centering';
import { GRADES } from './scale';

describe('CENTERING_TOLERANCES (docs/product/grading.md#centering-tolerances)', () => {
  const byGrade = new Map(CENTERING_TOLERANCES.map((row) => [row.grade, row]));

  it('matches the contract table', () => {
    expect(byGrade.get(10)).toEqual({ grade: 10, frontBest: '55/45', front: '60/40' });
    expect(byGrade.get(9)?.front).toBe('60/40');
    expect(byGrade.get(8)?.front).toBe('65/35');
    expect(byGrade.get(7.5)?.front).toBe('70/30');
    expect(byGrade.get(7)?.front).toBe('70/30');
    expect(byGrade.get(6)?.front).toBe('75/25');
    expect(byGrade.get(5)?.front).toBe('75/25');
    expect(byGrade.get(4)?.front).toBe('80/20');
    expect(byGrade.get(3)?.front).toBe('90/10');
  });

  it('invents no tolerance the contract does not give', () => {
    expect(byGrade.has(8.5)).toBe(false);
    expect(byGrade.has(2)).toBe(false);
    expect(byGrade.has(1)).toBe(false);
  });

  it('only uses grades of the scale, in scale order, getting looser as the grade drops', () => {
    const grades = CENTERING_TOLERANCES.map((row) => row.grade);
    expect(grades).toEqual(GRADES.filter((g) => byGrade.has(g)));
    const shares = CENTERING_TOLERANCES.map((row) => largerShare(row.front));
    for (const share of shares) expect(Number.isNaN(share)).toBe(false);
    for (let i = 1; i < shares.length; i += 1) expect(shares[i]).toBeGreaterThanOrEqual(shares[i - 1] as number);
    expect(largerShare(byGrade.get(10)?.frontBest ?? '')).toBeLessThan(largerShare('60/40'));
  });
});

describe('largerShare', () => {
  it.each([
    ['60/40', 60],
    ['90/10', 90],
  ])('reads %s as %d', (ratio, share) => {
    expect(largerShare(ratio)).toBe(share);
  });

  it.each(['60:40', '40/60', '60/30', 'abc', ''])('rejects %p', (ratio) => {
    expect(largerShare(ratio)).toBeNaN();
  });
});
