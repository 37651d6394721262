// The transport rules of docs/product/errors-and-messages.md#transport-rules, driven through a real axios instance
// with a scripted adapter.
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { type Browser, EXPIRED_ALERT, installSessionInterceptors, resetRenewalForTests } from './session-interceptors';

jest.mock('./error-reporting', () => ({ reportError: jest.fn() }));
const Sentry = { captureException: (jest.requireMock('./error-reporting') as { reportError: jest.Mock }).reportError };

type Reply = { status: number; data?: unknown };

function setup(script: (config: InternalAxiosRequestConfig, calls: string[]) => Reply, options = { alertOn401: true }, session = true, path = '/account') {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    const reply = script(config, calls);
    const response = { data: reply.data ?? {}, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('fail', String(reply.status), config, null, response);
    return response;
  };
  const client = axios.create({ adapter });
  const browser: Browser & { events: string[] } = {
    events: [],
    alert(message) {
      this.events.push(`alert:${message}`);
    },
    go(url) {
      this.events.push(`go:${url}`);
    },
    reload() {
      this.events.push('reload');
    },
    pathname: () => path,
    hasSession: () => session,
    clearSession() {
      this.events.push('clear');
    },
  };
  installSessionInterceptors(client, client, options, browser);
  return { client, calls, browser };
}

beforeEach(() => {
  resetRenewalForTests();
  Sentry.captureException.mockClear();
});

test('401 with a session: renew once, then replay the request', async () => {
  let renewed = false;
  const { client, calls } = setup((config) => {
    if (config.url === '/api/login/renew') {
      renewed = true;
      return { status: 200 };
    }
    return renewed ? { status: 200, data: { ok: 1 } } : { status: 401 };
  });
  await expect(client.get('/api/orders')).resolves.toMatchObject({ data: { ok: 1 } });
  expect(calls).toEqual(['GET /api/orders', 'POST /api/login/renew', 'GET /api/orders']);
});

test('requests failing while a renewal runs wait for it and share it', async () => {
  let renewed = false;
  const { client, calls } = setup((config) => {
    if (config.url === '/api/login/renew') {
      renewed = true;
      return { status: 200 };
    }
    return renewed ? { status: 200 } : { status: 401 };
  });
  await Promise.all([client.get('/api/a'), client.get('/api/b')]);
  expect(calls.filter((c) => c.endsWith('/renew'))).toHaveLength(1);
});

test('renewal failure: alert 登錄已過期, clear, go to /login with the page as returnUrl', async () => {
  const { client, browser } = setup((config) => (config.url === '/api/login/renew' ? { status: 401 } : { status: 401 }));
  await expect(client.get('/api/orders')).rejects.toBeInstanceOf(AxiosError);
  expect(browser.events).toEqual([`alert:${EXPIRED_ALERT}`, 'clear', 'go:/login?returnUrl=%2Faccount']);
});

test('a replayed request that fails with 401 again is not renewed twice', async () => {
  const { client, calls } = setup((config) => (config.url === '/api/login/renew' ? { status: 200 } : { status: 401 }));
  await expect(client.get('/api/orders')).rejects.toBeInstanceOf(AxiosError);
  expect(calls.filter((c) => c.endsWith('/renew'))).toHaveLength(1);
});

test('401 without a session goes to /login; on the home page it logs out and reloads', async () => {
  const away = setup(() => ({ status: 401 }), { alertOn401: false }, false, '/grading/submit');
  await expect(away.client.get('/api/x')).rejects.toBeDefined();
  expect(away.browser.events).toEqual(['clear', 'go:/login?returnUrl=%2Fgrading%2Fsubmit']);

  const home = setup((config) => (config.url === '/api/logout' ? { status: 200 } : { status: 401 }), { alertOn401: true }, false, '/');
  await expect(home.client.get('/api/x')).rejects.toBeDefined();
  expect(home.browser.events).toEqual(['clear', 'reload']);
  expect(home.calls).toContain('POST /api/logout');
});

test('the gateway client alerts on 401; the /brg client does not', async () => {
  const gateway = setup(() => ({ status: 401 }), { alertOn401: true }, false);
  await expect(gateway.client.get('/api/x')).rejects.toBeDefined();
  expect(gateway.browser.events[0]).toBe(`alert:${EXPIRED_ALERT}`);
});

test('400 AUTH_INVALID_TOKEN logs out and goes to /login', async () => {
  const { client, browser, calls } = setup((config) =>
    config.url === '/api/logout' ? { status: 200 } : { status: 400, data: { message: 'AUTH_INVALID_TOKEN' } },
  );
  await expect(client.get('/api/x')).rejects.toBeDefined();
  expect(calls).toContain('POST /api/logout');
  expect(browser.events).toEqual(['clear', 'go:/login?returnUrl=%2Faccount']);
});

test('500 goes to the console only, 404 is not reported, other errors are reported; all are rejected', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const server = setup(() => ({ status: 500 }));
  await expect(server.client.get('/api/x')).rejects.toBeDefined();
  expect(spy).toHaveBeenCalled();
  expect(Sentry.captureException).not.toHaveBeenCalled();
  const missing = setup(() => ({ status: 404 }));
  await expect(missing.client.get('/api/x')).rejects.toBeDefined();
  expect(Sentry.captureException).not.toHaveBeenCalled();
  const conflict = setup(() => ({ status: 409 }));
  await expect(conflict.client.get('/api/x')).rejects.toBeDefined();
  expect(Sentry.captureException).toHaveBeenCalledTimes(1);
  spy.mockRestore();
});
