import fc from 'fast-check';
import {
  CENTERING_TABLE,
  CENTERING_TOLERANCES,
  type CenteringMeasurements,
  assessCentering,
  centeringCap,
  centeringProblems,
  largerShare,
  parseCenteringRatio,
} from './centering';
import { GRADES, type Grade } from './scale';

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

  it('lists only what the contract gives (the project values are in CENTERING_TABLE)', () => {
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

describe('CENTERING_TABLE (docs/decisions/0011-centering-tolerances.md)', () => {
  // grade, worst front, worst back, where the front value comes from.
  const expected: [Grade, string, string, 'contract' | 'project'][] = [
    [10, '60/40', '75/25', 'contract'],
    [9, '60/40', '90/10', 'contract'],
    [8.5, '65/35', '90/10', 'project'],
    [8, '65/35', '90/10', 'contract'],
    [7.5, '70/30', '90/10', 'contract'],
    [7, '70/30', '90/10', 'contract'],
    [6, '75/25', '90/10', 'contract'],
    [5, '75/25', '90/10', 'contract'],
    [4, '80/20', '90/10', 'contract'],
    [3, '90/10', '90/10', 'contract'],
    [2, '90/10', '90/10', 'project'],
    [1, '100/0', '100/0', 'project'],
  ];

  it('has every grade of the scale once, best first, with the completed values', () => {
    expect(CENTERING_TABLE.map((row) => [row.grade, row.front, row.back, row.frontSource])).toEqual(expected);
    expect(CENTERING_TABLE[0]?.frontBest).toBe('55/45');
  });

  it('keeps every contract value: its contract rows are exactly CENTERING_TOLERANCES', () => {
    const contractRows = CENTERING_TABLE.filter((row) => row.frontSource === 'contract').map(({ grade, front, frontBest }) => ({ grade, front, frontBest }));
    expect(contractRows).toEqual(CENTERING_TOLERANCES.map(({ grade, front, frontBest }) => ({ grade, front, frontBest })));
  });

  it('loosens on each side as the grade drops, and grade 1 allows any centering', () => {
    for (const side of ['front', 'back'] as const) {
      const shares = CENTERING_TABLE.map((row) => largerShare(row[side]));
      for (const share of shares) expect(share).toBeGreaterThanOrEqual(50);
      for (let i = 1; i < shares.length; i += 1) expect(shares[i]).toBeGreaterThanOrEqual(shares[i - 1] as number);
      expect(shares[shares.length - 1]).toBe(100);
    }
  });
});

describe('parseCenteringRatio', () => {
  it.each([
    ['55/45', 55, 45, '55/45'],
    ['45/55', 55, 45, '55/45'], // either order: the larger share comes first
    [' 55 / 45 ', 55, 45, '55/45'],
    ['55:45', 55, 45, '55/45'], // as the contract writes ratios
    ['57.5/42.5', 57.5, 42.5, '57.5/42.5'],
    ['42.7/57.3', 57.3, 42.7, '57.3/42.7'], // tenths add up exactly
    ['55.0/45.0', 55, 45, '55/45'],
    ['50/50', 50, 50, '50/50'],
    ['100/0', 100, 0, '100/0'],
    ['0/100', 100, 0, '100/0'],
  ])('reads %p as %d/%d ("%s")', (input, larger, smaller, text) => {
    expect(parseCenteringRatio(input)).toEqual({ ok: true, ratio: { larger, smaller, text } });
  });

  it.each([
    ['', 'format'],
    ['abc', 'format'],
    ['55', 'format'],
    ['55/45/0', 'format'],
    ['55 45', 'format'],
    ['55,5/44,5', 'format'],
    ['55.25/44.75', 'format'], // at most one decimal
    ['-5/105', 'format'],
    ['5e1/50', 'format'],
    ['Infinity/0', 'format'],
    ['120/20', 'range'],
    ['150/50', 'range'],
    ['101/0', 'range'],
    ['1000/0', 'format'], // three digits at most
    ['60/30', 'sum'],
    ['55/55', 'sum'],
    ['0/0', 'sum'],
    ['50.1/50', 'sum'],
  ])('refuses %p (%s)', (input, problem) => {
    expect(parseCenteringRatio(input)).toEqual({ ok: false, problem });
  });
});

describe('largerShare', () => {
  it.each([
    ['60/40', 60],
    ['90/10', 90],
    ['100/0', 100],
  ])('reads %s as %d', (ratio, share) => {
    expect(largerShare(ratio)).toBe(share);
  });

  it.each(['60:40', '40/60', '60/30', 'abc', ''])('rejects %p', (ratio) => {
    expect(largerShare(ratio)).toBeNaN();
  });
});

const m = (frontLR: string, frontTB = '50/50', backLR: string | null = null, backTB: string | null = null): CenteringMeasurements => ({
  frontLR,
  frontTB,
  backLR,
  backTB,
});

describe('centeringCap', () => {
  // The front at each tolerance and one step worse (a point, or a tenth at 60/40), back not measured.
  it.each([
    ['50/50', 10],
    ['55/45', 10],
    ['60/40', 10],
    ['60.1/39.9', 8.5],
    ['61/39', 8.5],
    ['65/35', 8.5],
    ['66/34', 7.5],
    ['70/30', 7.5],
    ['71/29', 6],
    ['75/25', 6],
    ['76/24', 4],
    ['80/20', 4],
    ['81/19', 3],
    ['90/10', 3],
    ['91/9', 1],
    ['100/0', 1],
  ])('front %s → %p', (front, cap) => {
    expect(centeringCap(m(front))).toBe(cap);
    expect(centeringCap(m('50/50', front))).toBe(cap); // the same on the top/bottom axis
  });

  // The back at each tolerance and one point worse, the front perfect.
  it.each([
    ['50/50', 10],
    ['75/25', 10],
    ['76/24', 9],
    ['90/10', 9],
    ['91/9', 1],
    ['100/0', 1],
  ])('back %s → %p', (back, cap) => {
    expect(centeringCap(m('50/50', '50/50', back, '50/50'))).toBe(cap);
    expect(centeringCap(m('50/50', '50/50', '50/50', back))).toBe(cap);
  });

  it.each([
    ['worse front decides', m('62/38', '50/50', '80/20', '50/50'), 8.5],
    ['worse back decides', m('55/45', '50/50', '80/20', '50/50'), 9],
    ['both at the 10 limit', m('60/40', '60/40', '75/25', '75/25'), 10],
    ['the worse front axis counts', m('61/39', '71/29'), 6],
    ['the worse front axis counts (other way round)', m('71/29', '61/39'), 6],
    ['the worse back axis counts', m('50/50', '50/50', '70/30', '80/20'), 9],
    ['a back past 90/10 pulls a good front to 1', m('70/30', '50/50', '95/5', '50/50'), 1],
    ['smaller share first is the same centering', m('40/60', '45/55', '25/75', '50/50'), 10],
    ['back not measured limits nothing', m('60/40', '60/40'), 10],
    ['one back axis measured counts alone', m('50/50', '50/50', '76/24', null), 9],
    ['a blank back axis was not measured', m('50/50', '50/50', '', '  '), 10],
    ['undefined back axes were not measured', { frontLR: '58/42', frontTB: '50/50' }, 10],
  ])('%s', (_, measurements, cap) => {
    expect(centeringCap(measurements)).toBe(cap);
  });

  it('tells which side limits', () => {
    expect(assessCentering(m('62/38', '50/50', '80/20', '45/55'))).toEqual({
      cap: 8.5,
      frontCap: 8.5,
      backCap: 9,
      frontWorst: { larger: 62, smaller: 38, text: '62/38' },
      backWorst: { larger: 80, smaller: 20, text: '80/20' },
    });
    expect(assessCentering(m('55/45'))).toMatchObject({ cap: 10, frontCap: 10, backCap: null, backWorst: null });
  });

  it.each([
    ['a front axis that is not a ratio', m('abc')],
    ['a blank front axis', m('55/45', '')],
    ['shares not adding to 100', m('60/30')],
    ['a share above 100', m('120/20')],
    ['an invalid back axis', m('55/45', '50/50', '55/50')],
  ])('throws on %s', (_, measurements) => {
    expect(() => centeringCap(measurements)).toThrow(RangeError);
  });

  it('names the problem of each field for a form', () => {
    expect(centeringProblems({ frontLR: 'abc', frontTB: '55/45', backLR: '', backTB: '60/30' })).toEqual({ frontLR: 'format', backTB: 'sum' });
    expect(centeringProblems({ frontLR: '', frontTB: '150/50' })).toEqual({ frontLR: 'format', frontTB: 'range' });
    expect(centeringProblems(m('55/45', '45/55', '70/30', null))).toEqual({});
  });
});

describe('properties', () => {
  /** A ratio from its larger share in tenths (500…1000), written in either order. */
  const ratioText = (largerTenths: number, flip: boolean) => {
    const [a, b] = [largerTenths / 10, (1000 - largerTenths) / 10];
    return flip ? `${b}/${a}` : `${a}/${b}`;
  };
  const share = fc.integer({ min: 500, max: 1000 });

  test('any ratio of two shares adding to 100 parses, in either order, to the larger share first', () => {
    fc.assert(
      fc.property(share, fc.boolean(), (larger, flip) => {
        const parsed = parseCenteringRatio(ratioText(larger, flip));
        expect(parsed.ok && parsed.ratio.larger).toBe(larger / 10);
        expect(parsed.ok && parseCenteringRatio(parsed.ratio.text)).toEqual(parsed);
      }),
    );
  });

  // Two cards axis by axis: `better` is at least as well centered as `worse` on every measured axis, and a back axis
  // `worse` did not measure is not measured on `better` either (or `better` leaves one out that `worse` measured).
  const axis = fc.tuple(share, share, fc.boolean(), fc.boolean());
  const backAxis = fc.tuple(axis, fc.constantFrom('both', 'neither', 'better-unmeasured'));
  const pair = fc.record({ frontLR: axis, frontTB: axis, backLR: backAxis, backTB: backAxis });

  test('a better centering never yields a lower cap (monotonic)', () => {
    fc.assert(
      fc.property(pair, (p) => {
        const front = ([a, b, flipA, flipB]: [number, number, boolean, boolean]) =>
          [ratioText(Math.min(a, b), flipA), ratioText(Math.max(a, b), flipB)] as const;
        const back = ([[a, b, flipA, flipB], which]: [[number, number, boolean, boolean], string]) =>
          which === 'neither'
            ? ([null, null] as const)
            : ([which === 'both' ? ratioText(Math.min(a, b), flipA) : null, ratioText(Math.max(a, b), flipB)] as const);
        const [bLR, wLR] = front(p.frontLR);
        const [bTB, wTB] = front(p.frontTB);
        const [bBackLR, wBackLR] = back(p.backLR);
        const [bBackTB, wBackTB] = back(p.backTB);
        const better = centeringCap({ frontLR: bLR, frontTB: bTB, backLR: bBackLR, backTB: bBackTB });
        const worse = centeringCap({ frontLR: wLR, frontTB: wTB, backLR: wBackLR, backTB: wBackTB });
        expect(better).toBeGreaterThanOrEqual(worse);
      }),
    );
  });
});
