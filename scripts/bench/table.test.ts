/** @jest-environment node */
import { formatTable, num, percent } from './table';

describe('formatTable', () => {
  const header = ['page', 'req/s'];
  const rows = [
    ['/', '1,234'],
    ['/grading/pricing', '56'],
  ];

  it('aligns text: the first column left, figures right', () => {
    expect(formatTable(header, rows).split('\n')).toEqual([
      'page              req/s',
      '----------------  -----',
      '/                 1,234',
      '/grading/pricing     56',
    ]);
  });

  it('left-aligns as many text columns as asked', () => {
    expect(
      formatTable(
        ['figure', 'measured', 'verdict'],
        [
          ['a', 'b', 'PASS'],
          ['long figure', 'x', 'MISS'],
        ],
        'text',
        2,
      ).split('\n'),
    ).toEqual(['figure       measured  verdict', '-----------  --------  -------', 'a            b            PASS', 'long figure  x            MISS']);
  });

  it('writes Markdown with right-aligned figures and escaped pipes', () => {
    expect(formatTable(header, [['a|b', '1']], 'markdown').split('\n')).toEqual(['| page | req/s |', '| --- | ---: |', '| a\\|b | 1 |']);
  });
});

describe('cells', () => {
  it('formats numbers with separators and a dash for nothing', () => {
    expect(num(12345.678)).toBe('12,346');
    expect(num(1.25, 1)).toBe('1.3');
    expect(num(undefined)).toBe('–');
    expect(percent(0.2513)).toBe('25.1 %');
  });
});
