// The fetch client of the lean pages keeps api.ts's conventions: the envelope unwrapped, the same headers and
// credentials, every failure one error with ApiError's fields (read by error-keys.ts), and the interceptors' reporting.
import { COUNTRY as AXIOS_COUNTRY } from './http';
import { messageKeyOf } from './error-keys';
import { ApiError } from './api-error';
import { COUNTRY, fetchApi } from './fetch-api';
import { reportError } from './error-reporting';

jest.mock('./error-reporting', () => ({ reportError: jest.fn() }));

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    json: () => (body === undefined ? Promise.reject(new Error('no JSON')) : Promise.resolve(body)),
  });

beforeEach(() => {
  fetchMock.mockReset();
  (reportError as jest.Mock).mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

test('sends the country header of the axios clients', () => {
  expect(COUNTRY).toBe(AXIOS_COUNTRY);
});

test('posts JSON with the session cookies and unwraps the envelope', async () => {
  fetchMock.mockReturnValue(answer(200, { code: 'OK', message: 'OK', data: { mbId: 'm1' } }));
  await expect(fetchApi.post('/api/login', { email: 'a@b.co' })).resolves.toEqual({ mbId: 'm1' });
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/login');
  expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.co"}' });
  expect(init.headers).toMatchObject({ country: 'TW', 'content-type': 'application/json' });
});

test('puts the /brg prefix and the query parameters in the address', async () => {
  fetchMock.mockReturnValue(answer(200, { code: 'OK', message: 'OK', data: null }));
  await fetchApi.get('/api/captcha', { params: { purpose: 'login', skipped: undefined } });
  await fetchApi.post('/api/member/resend-verification', { email: 'a@b.co' }, { client: 'brg' });
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/captcha?purpose=login', '/brg/api/member/resend-verification']);
  expect((fetchMock.mock.calls[0] as [string, RequestInit])[1]).toMatchObject({ method: 'GET', body: undefined });
});

test('takes back with DELETE, no body, the same headers and credentials (an album’s like, issue #25)', async () => {
  fetchMock.mockReturnValue(answer(200, { code: 'OK', message: 'OK', data: { liked: false, likeCount: 0 } }));
  await expect(fetchApi.delete('/api/albums/7/like')).resolves.toEqual({ liked: false, likeCount: 0 });
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/albums/7/like');
  expect(init).toMatchObject({ method: 'DELETE', credentials: 'include', body: undefined });
  expect(init.headers).toMatchObject({ country: 'TW' });
  expect(init.headers).not.toHaveProperty('content-type');
});

test('a refusal carries the code, field errors, data and key, and maps to the same message as ApiError', async () => {
  const errors = [{ path: 'email', key: 'auth:validation.emailInvalid', message: 'Invalid' }];
  fetchMock.mockReturnValue(answer(400, { code: 'VALIDATION', message: 'Invalid', key: 'k', data: { x: 1 }, errors }));
  const failure = await fetchApi.post('/api/member/resend-verification', {}, { client: 'brg' }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ code: 'VALIDATION', status: 400, errors, data: { x: 1 }, key: 'k', message: 'Invalid' });
  expect(messageKeyOf(failure as ApiError)).toBe('auth:validation.emailInvalid');
});

test('an answer without our envelope is INTERNAL; no answer at all is NETWORK', async () => {
  fetchMock.mockReturnValueOnce(answer(502, undefined));
  await expect(fetchApi.get('/api/captcha')).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
  fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
  await expect(fetchApi.get('/api/captcha')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  expect(ApiError.from('odd').code).toBe('NETWORK');
});

test('reports as the interceptors do: not the login’s refusals, not a 404, 5xx to the console only', async () => {
  fetchMock.mockReturnValueOnce(answer(400, { code: 'INVALID_CREDENTIALS', message: 'no' }));
  await expect(fetchApi.post('/api/login', {})).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  fetchMock.mockReturnValueOnce(answer(404, { code: 'NOT_FOUND', message: 'no' }));
  await expect(fetchApi.get('/api/captcha')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  fetchMock.mockReturnValueOnce(answer(500, { code: 'INTERNAL', message: 'boom' }));
  await expect(fetchApi.get('/api/captcha')).rejects.toMatchObject({ code: 'INTERNAL' });
  expect(reportError).not.toHaveBeenCalled();
  expect(console.error).toHaveBeenCalledTimes(1);
  fetchMock.mockReturnValueOnce(answer(429, { code: 'RATE_LIMITED', message: 'slow' }));
  await expect(fetchApi.post('/api/member/resend-verification', {}, { client: 'brg' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  expect(reportError).toHaveBeenCalledTimes(1);
});

test('posts a FormData body as multipart: no JSON content type, the browser writes the boundary', async () => {
  fetchMock.mockReturnValue(answer(200, { code: 'OK', message: 'OK', data: { stored: 1 } }));
  const body = new FormData();
  body.set('token', 't');
  await expect(fetchApi.post('/api/certificates/1234567/reports/1/photos', body)).resolves.toEqual({ stored: 1 });
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(init.body).toBe(body);
  expect(init.headers).not.toHaveProperty('content-type');
});

test('downloads a file with the name its Content-Disposition gives; a refusal is one ApiError', async () => {
  const headers: Record<string, string> = { 'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''%E4%BA%BA%E5%8F%A3.csv` };
  fetchMock.mockReturnValueOnce(
    Promise.resolve({ ok: true, status: 200, headers: { get: (name: string) => headers[name] ?? null }, blob: async () => new Blob(['a,b']) }),
  );
  const file = await fetchApi.download('/api/population/export.csv', { params: { name: 'char' } });
  expect(file.fileName).toBe('人口.csv');
  expect(fetchMock.mock.calls[0]![0]).toBe('/api/population/export.csv?name=char');
  fetchMock.mockReturnValueOnce(answer(400, { code: 'CAPTCHA_REQUIRED', message: 'captcha', data: null }));
  await expect(fetchApi.download('/api/population/export.csv')).rejects.toMatchObject({ status: 400, code: 'CAPTCHA_REQUIRED' });
});
