import { GRADES, gradeKey } from './scale';

describe('GRADES', () => {
  it('lists the scale of docs/product/grading.md#grading-scale, best first', () => {
    expect(GRADES).toEqual([10, 9, 8.5, 8, 7.5, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('has distinct translation ids without dots', () => {
    const keys = GRADES.map(gradeKey);
    expect(new Set(keys).size).toBe(GRADES.length);
    expect(gradeKey(8.5)).toBe('g8_5');
    expect(gradeKey(10)).toBe('g10');
    for (const key of keys) expect(key).not.toContain('.');
  });
});
