// Cookie names and lifetimes of docs/product/constants.md#sessions, shared by the server and the browser.
export const ACCESS_COOKIE = 'acc';
export const REFRESH_COOKIE = 'rft';
export const USER_COOKIE = 'user';
export const USER_COOKIE_DAYS = 365;
/** docs/product/accounts.md#user-query: the user query is fresh for 60 s. */
export const USER_QUERY_STALE_MS = 60_000;

/** What the readable `user` cookie holds: display data only, never trusted by the server. */
export interface DisplayUser {
  mbId: string;
  mbNick: string;
  mbStatus: string;
  role: string;
}

export function parseDisplayUser(raw: string | undefined | null): DisplayUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<DisplayUser>;
    return typeof value.mbId === 'string' && typeof value.mbNick === 'string'
      ? { mbId: value.mbId, mbNick: value.mbNick, mbStatus: String(value.mbStatus ?? ''), role: String(value.role ?? '') }
      : null;
  } catch {
    return null;
  }
}
