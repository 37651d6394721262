/** @jest-environment node */
import { memberSession } from './member-session';

describe('memberSession', () => {
  it('signs in once, then again only when the cookies are older than the limit', async () => {
    let t = 0;
    const logins: string[] = [];
    const cookie = memberSession(
      'http://127.0.0.1:1',
      240_000,
      () => t,
      async (origin) => {
        logins.push(origin);
        return `acc=${logins.length}`;
      },
    );
    expect(await cookie()).toBe('acc=1');
    t = 240_000;
    expect(await cookie()).toBe('acc=1');
    t = 240_001;
    expect(await cookie()).toBe('acc=2');
    expect(logins).toHaveLength(2);
  });
});
