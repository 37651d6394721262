// The transport rules of docs/product/errors-and-messages.md#transport-rules, for both axios clients:
// - 401 while signed in, not yet retried: renew the session once (one renewal at a time; requests that
//   fail meanwhile wait for it) and replay. Renewal failure: alert "登錄已過期", clear the cookies the
//   browser can reach (the server clears the httpOnly ones), go to /login.
// - 401 otherwise: go to /login; on the home page log out and reload instead. The gateway client also
//   alerts "登錄已過期".
// - 400 AUTH_INVALID_TOKEN: log out and go to /login. 500: console only. 404: not reported.
// - Everything else (network failures included) is reported to the error tracker; every error is
//   still rejected to the caller.
// The refresh cookie is httpOnly, so "signed in" is read from the readable `user` cookie.
import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { USER_COOKIE } from '@/lib/shared/session';
import { loginUrl } from '@/lib/shared/routes';
import { reportError } from './error-reporting';

export const EXPIRED_ALERT = '登錄已過期';
const RENEW_PATH = '/api/login/renew';
/** Calls whose 401 means "wrong credentials" or "already signed out", not "renew the session". */
function isSessionCall(config: InternalAxiosRequestConfig | undefined): boolean {
  const url = config?.url ?? '';
  return url.endsWith(RENEW_PATH) || url.endsWith('/api/logout') || (url.endsWith('/api/login') && config?.method?.toLowerCase() === 'post');
}

export interface Browser {
  alert(message: string): void;
  go(url: string): void;
  reload(): void;
  pathname(): string;
  hasSession(): boolean;
  clearSession(): void;
}

export const realBrowser: Browser = {
  alert: (message) => window.alert(message),
  go: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  pathname: () => window.location.pathname,
  hasSession: () => Boolean(Cookies.get(USER_COOKIE)),
  clearSession: () => Cookies.remove(USER_COOKIE, { path: '/' }),
};

type Retriable = InternalAxiosRequestConfig & { _retried?: boolean };

/** One renewal shared by every client and request of the page. */
let renewal: Promise<void> | null = null;

function renewOnce(gateway: AxiosInstance): Promise<void> {
  renewal ??= gateway
    .post(RENEW_PATH, {}, { _retried: true } as Retriable)
    .then(() => undefined)
    .catch((error: AxiosError<{ code?: string }>) => {
      // Another tab renewed a moment ago: the cookies are already new, so replaying works.
      if (error.response?.status === 409 && error.response.data?.code === 'SESSION_RENEWED') return;
      throw error;
    })
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

function isHome(path: string): boolean {
  return /^\/(en|ko|zh-TW)?\/?$/.test(path);
}

async function logoutAndGo(gateway: AxiosInstance, browser: Browser, target: 'login' | 'reload'): Promise<void> {
  await gateway.post('/api/logout', {}, { _retried: true } as Retriable).catch(() => undefined);
  browser.clearSession();
  if (target === 'reload') browser.reload();
  else browser.go(loginUrl(browser.pathname()));
}

export function installSessionInterceptors(
  client: AxiosInstance,
  gateway: AxiosInstance,
  options: { alertOn401: boolean },
  browser: Browser = realBrowser,
): void {
  client.interceptors.response.use(undefined, async (error: AxiosError<{ code?: string; message?: string }>) => {
    const status = error.response?.status;
    const config = error.config as Retriable | undefined;
    if (isSessionCall(config)) throw error;
    if (status === 401 && config && !config._retried && browser.hasSession()) {
      config._retried = true;
      try {
        await renewOnce(gateway);
      } catch {
        browser.alert(EXPIRED_ALERT);
        browser.clearSession();
        browser.go(loginUrl(browser.pathname()));
        throw error;
      }
      return client.request(config);
    }
    if (status === 401) {
      if (isHome(browser.pathname())) {
        await logoutAndGo(gateway, browser, 'reload');
      } else {
        if (options.alertOn401) browser.alert(EXPIRED_ALERT);
        browser.clearSession();
        browser.go(loginUrl(browser.pathname()));
      }
    } else if (status === 400 && (error.response?.data?.message === 'AUTH_INVALID_TOKEN' || error.response?.data?.code === 'AUTH_INVALID_TOKEN')) {
      await logoutAndGo(gateway, browser, 'login');
    } else if (status !== undefined && status >= 500) {
      console.error(error);
    } else if (status !== 404) {
      reportError(error);
    }
    throw error;
  });
}

export function resetRenewalForTests(): void {
  renewal = null;
}
