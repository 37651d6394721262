// Who is logged in, for the header and footer only: the readable `user` cookie
// (docs/product/accounts.md#sessions-and-cookies). useSyncExternalStore renders the server snapshot (logged out)
// during hydration and switches to the cookie right after, so the server HTML and the first client render always
// match.
import Cookies from 'js-cookie';
import Router from 'next/router';
import { useMemo, useSyncExternalStore } from 'react';
import { type DisplayUser, USER_COOKIE, parseDisplayUser } from '@/lib/shared/session';

export interface DisplayUserState {
  user: DisplayUser | null;
  /** False on the server and during hydration, true once the cookie has been read in the browser. */
  ready: boolean;
}

// The layout stays mounted across client navigations: re-read after each one (login/logout pages
// change the cookie), and when the tab comes back (another tab may have logged out).
function subscribe(onChange: () => void): () => void {
  Router.events.on('routeChangeComplete', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    Router.events.off('routeChangeComplete', onChange);
    window.removeEventListener('focus', onChange);
  };
}

// Strings compare by value, so an unchanged cookie never re-renders.
const readCookie = (): string => Cookies.get(USER_COOKIE) ?? '';
const serverSnapshot = (): null => null;

export function useDisplayUser(): DisplayUserState {
  const raw = useSyncExternalStore<string | null>(subscribe, readCookie, serverSnapshot);
  return useMemo(() => ({ user: raw === null ? null : parseDisplayUser(raw), ready: raw !== null }), [raw]);
}
