import { cx } from './cx';

describe('cx', () => {
  it('joins only the class names that are set', () => {
    expect(cx('a', false, null, undefined, '', 'b')).toBe('a b');
    expect(cx()).toBe('');
  });
});
