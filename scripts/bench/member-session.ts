// The demo member's cookies for the signed-in measurements, signed in again before they get old: the access
// token lives ACCESS_TOKEN_SECONDS (600 s by default) and the bench takes much longer. Replaying an expired
// access token would measure session renewal, not the page. One sign-in per few minutes also stays far below
// the login limit per address (30 in 10 minutes, lib/server/security/rate-limit.ts).
import { signIn } from './sign-in';

export type CookieSource = () => Promise<string>;

export function memberSession(
  origin: string,
  maxAgeMs = 240_000,
  now: () => number = Date.now,
  login: (origin: string) => Promise<string> = (o) => signIn(o),
): CookieSource {
  let cookie: string | undefined;
  let signedInAt = 0;
  return async () => {
    if (cookie === undefined || now() - signedInAt > maxAgeMs) {
      signedInAt = now();
      cookie = await login(origin);
    }
    return cookie;
  };
}
