// The one client API layer, driven through the real gateway and /brg clients (and so through their session
// interceptors, docs/product/errors-and-messages.md#transport-rules) with a scripted adapter: the envelope is
// unwrapped, a refusal becomes an ApiError with the server's code, status, field errors and data, and no answer at
// all is NETWORK.
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { USER_COOKIE } from '@/lib/shared/session';
import { ApiError, api, apiUrl } from './api';
import { brgClient, gatewayClient } from './http';
import { resetRenewalForTests } from './session-interceptors';

jest.mock('./error-reporting', () => ({ reportError: jest.fn() }));

type Reply = { status: number; data?: unknown } | 'no answer';
let script: (config: InternalAxiosRequestConfig) => Reply;
const seen: InternalAxiosRequestConfig[] = [];

const adapter: AxiosAdapter = async (config) => {
  seen.push(config);
  const reply = script(config);
  if (reply === 'no answer') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
  const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
  if (reply.status >= 400) throw new AxiosError('Request failed', String(reply.status), config, {}, response);
  return response;
};

const originals = { gateway: gatewayClient.defaults.adapter, brg: brgClient.defaults.adapter };
beforeAll(() => {
  gatewayClient.defaults.adapter = adapter;
  brgClient.defaults.adapter = adapter;
});
afterAll(() => {
  gatewayClient.defaults.adapter = originals.gateway;
  brgClient.defaults.adapter = originals.brg;
});
beforeEach(() => {
  seen.length = 0;
  resetRenewalForTests();
  document.cookie = `${USER_COOKIE}=; max-age=0; path=/`;
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

test('the envelope is unwrapped: the caller gets `data`', async () => {
  script = () => ({ status: 200, data: { code: 'OK', message: 'OK', data: { id: 7 } } });
  await expect(api.get<{ id: number }>('/api/orders/1')).resolves.toEqual({ id: 7 });
  await expect(api.post('/api/orders', { a: 1 })).resolves.toEqual({ id: 7 });
  await expect(api.put('/api/member/profile', { b: 2 })).resolves.toEqual({ id: 7 });
  await expect(api.patch('/api/auth/password-by-mail', { c: 3 }, { client: 'brg' })).resolves.toEqual({ id: 7 });
  await expect(api.delete('/api/orders/drafts/3')).resolves.toEqual({ id: 7 });
  expect(seen.map((config) => `${config.method} ${config.baseURL ?? ''}${config.url}`)).toEqual([
    'get /api/orders/1',
    'post /api/orders',
    'put /api/member/profile',
    'patch /brg/api/auth/password-by-mail',
    'delete /api/orders/drafts/3',
  ]);
  expect(JSON.parse(String(seen[1]!.data))).toEqual({ a: 1 });
});

test('params, headers and other axios options reach the request; the fixed country header stays', async () => {
  script = () => ({ status: 200, data: { code: 'OK', message: 'OK', data: null } });
  const onUploadProgress = jest.fn();
  await api.post('/api/partner-inquiries', { company: 'x' }, { config: { headers: { 'Accept-Language': 'ko' }, timeout: 180_000, onUploadProgress } });
  await api.get('/api/reholder/check-serial', { params: { serial: '1234567' } });
  const [post, get] = seen;
  expect(post!.headers['Accept-Language']).toBe('ko');
  expect(post!.headers.country).toBe('TW');
  expect(post!.timeout).toBe(180_000);
  expect(post!.onUploadProgress).toBe(onUploadProgress);
  expect(get!.params).toEqual({ serial: '1234567' });
});

test('a refusal with the envelope becomes an ApiError with its code, status, field errors, data and key', async () => {
  const errors = [{ path: 'email', key: 'validation:email', message: 'Invalid e-mail' }];
  script = () => ({ status: 400, data: { code: 'VALIDATION', message: 'Invalid request', key: 'errors:invalidRequest', errors } });
  const validation = await failure(api.post('/api/member/signup', {}, { client: 'brg' }));
  expect(validation).toMatchObject({ name: 'ApiError', code: 'VALIDATION', status: 400, message: 'Invalid request', key: 'errors:invalidRequest', errors });

  script = () => ({ status: 409, data: { code: 'SOCIAL_ACCOUNT', message: 'Signed up with Kakao', data: { signedUpOn: '2026-01-02' } } });
  const social = await failure(api.post('/api/auth/send-password-change-email', {}, { client: 'brg' }));
  expect(social).toMatchObject({ code: 'SOCIAL_ACCOUNT', status: 409, errors: [], data: { signedUpOn: '2026-01-02' } });
});

test('an answer without the envelope (a proxy page) is INTERNAL with its status', async () => {
  // The transport logs a 5xx to the console (docs/product/errors-and-messages.md#transport-rules): expected here.
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  script = () => ({ status: 502, data: '<html>Bad gateway</html>' });
  const error = await failure(api.get('/api/orders/1'));
  expect(error).toMatchObject({ code: 'INTERNAL', status: 502, errors: [], data: undefined });
  expect(logged).toHaveBeenCalledTimes(1);
  logged.mockRestore();
});

test('no answer at all is NETWORK with status 0', async () => {
  script = () => 'no answer';
  const error = await failure(api.post('/api/photos', new FormData()));
  expect(error).toMatchObject({ code: 'NETWORK', status: 0, errors: [] });
});

test('the session interceptors run first: a 401 renews the session and the replayed answer is unwrapped', async () => {
  document.cookie = `${USER_COOKIE}=signed-in; path=/`;
  let renewed = false;
  script = (config) => {
    if (config.url === '/api/login/renew') {
      renewed = true;
      return { status: 200, data: { code: 'OK', message: 'OK', data: null } };
    }
    return renewed
      ? { status: 200, data: { code: 'OK', message: 'OK', data: ['draft'] } }
      : { status: 401, data: { code: 'UNAUTHORIZED', message: 'Login expired.' } };
  };
  await expect(api.get('/api/orders/drafts')).resolves.toEqual(['draft']);
  expect(seen.map((config) => config.url)).toEqual(['/api/orders/drafts', '/api/login/renew', '/api/orders/drafts']);
});

test('ApiError.from: an ApiError stays itself, anything else without an answer is NETWORK', () => {
  const error = new ApiError('NOT_FOUND', 'Not found.', 404);
  expect(ApiError.from(error)).toBe(error);
  expect(ApiError.from(new Error('boom'))).toMatchObject({ code: 'NETWORK', status: 0, message: 'boom' });
  expect(ApiError.from('text')).toMatchObject({ code: 'NETWORK', status: 0 });
});

test('a file the API serves as is comes back as it is; apiUrl is the gateway address of a path', async () => {
  const blob = new Blob(['jpeg']);
  script = () => ({ status: 200, data: blob });
  await expect(api.blob('/api/photos/3?size=thumb')).resolves.toBe(blob);
  expect(seen[0]!.responseType).toBe('blob');
  expect(apiUrl('/api/photos/3?size=thumb')).toBe(`${gatewayClient.defaults.baseURL ?? ''}/api/photos/3?size=thumb`);
});
