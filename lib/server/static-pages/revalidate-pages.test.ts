/** @jest-environment node */
import type { NextApiResponse } from 'next';
import { revalidatePages, withRevalidation } from './revalidate-pages';

const refreshProxies = jest.fn(async (paths: readonly string[]) => ({ refreshed: paths.map((path) => `http://proxy${path}`), failed: [] }));
jest.mock('./proxy-refresh', () => ({ refreshProxies: (paths: readonly string[]) => refreshProxies(paths) }));

const createMany = jest.fn(async (args: { data: { path: string }[] }) => args.data.map((row, index) => ({ id: index + 1, ...row })));
jest.mock('@/lib/server/db/client', () => ({ getDb: async () => ({ pageInvalidation: { createManyAndReturn: createMany } }) }));

function fakeResponse(failing: string[] = []) {
  const revalidate = jest.fn(async (path: string) => {
    if (failing.includes(path)) throw new Error('render failed');
  });
  return { res: { revalidate } as unknown as NextApiResponse, revalidate };
}

beforeEach(() => {
  createMany.mockClear();
  refreshProxies.mockClear();
  refreshProxies.mockImplementation(async () => ({ refreshed: [], failed: [] }));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('inside an API request: every path, only if it was generated', async () => {
  const { res, revalidate } = fakeResponse();
  const result = await withRevalidation(res, () => revalidatePages(['/notices', '/en/notices']));
  expect(revalidate.mock.calls).toEqual([
    ['/notices', { unstable_onlyGenerated: true }],
    ['/en/notices', { unstable_onlyGenerated: true }],
  ]);
  expect(result).toEqual({ revalidated: ['/notices', '/en/notices'], failed: [], skipped: false, recorded: true, proxy: { refreshed: [], failed: [] } });
});

test('the other instances are told first, with the paths as Next’s cache names them', async () => {
  const { res, revalidate } = fakeResponse();
  await withRevalidation(res, () => revalidatePages(['/notices', '/ko/notices']));
  expect(createMany).toHaveBeenCalledWith(expect.objectContaining({ data: [{ path: '/zh-TW/notices' }, { path: '/ko/notices' }] }));
  expect(createMany.mock.invocationCallOrder[0]).toBeLessThan(revalidate.mock.invocationCallOrder[0]!);
});

test('the database refusing the record does not stop this instance from regenerating', async () => {
  createMany.mockRejectedValueOnce(new Error('connection lost'));
  const { res } = fakeResponse();
  const result = await withRevalidation(res, () => revalidatePages(['/faq']));
  expect(result).toMatchObject({ revalidated: ['/faq'], recorded: false });
});

test('the scope reaches work that awaits before revalidating (after a transaction)', async () => {
  const { res, revalidate } = fakeResponse();
  await withRevalidation(res, async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await revalidatePages(['/faq']);
  });
  expect(revalidate).toHaveBeenCalledWith('/faq', { unstable_onlyGenerated: true });
});

test('a failed page is logged and the others still regenerate; nothing throws', async () => {
  const { res } = fakeResponse(['/en/notices']);
  const result = await withRevalidation(res, () => revalidatePages(['/notices', '/en/notices', '/ko/notices']));
  expect(result.failed).toEqual(['/en/notices']);
  expect(result.revalidated.sort()).toEqual(['/ko/notices', '/notices']);
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('/en/notices'), expect.any(Error));
});

test('outside a request (a script, a job): only recorded, every instance then drops the page', async () => {
  const result = await revalidatePages(['/notices']);
  expect(result).toEqual({ revalidated: [], failed: [], skipped: true, recorded: true, proxy: { refreshed: [], failed: [] } });
  expect(createMany).toHaveBeenCalledWith(expect.objectContaining({ data: [{ path: '/zh-TW/notices' }] }));
});

test('two requests at once keep their own response', async () => {
  const first = fakeResponse();
  const second = fakeResponse();
  await Promise.all([
    withRevalidation(first.res, async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      await revalidatePages(['/a']);
    }),
    withRevalidation(second.res, () => revalidatePages(['/b'])),
  ]);
  expect(first.revalidate.mock.calls.map(([path]) => path)).toEqual(['/a']);
  expect(second.revalidate.mock.calls.map(([path]) => path)).toEqual(['/b']);
});

test('the proxies renew their copies last, once this instance has regenerated the pages', async () => {
  const { res, revalidate } = fakeResponse();
  refreshProxies.mockImplementationOnce(async (paths) => ({ refreshed: paths.map((path) => `http://proxy${path}`), failed: [] }));
  const result = await withRevalidation(res, () => revalidatePages(['/notices', '/en/notices']));
  expect(refreshProxies).toHaveBeenCalledWith(['/notices', '/en/notices']);
  expect(refreshProxies.mock.invocationCallOrder[0]).toBeGreaterThan(Math.max(...revalidate.mock.invocationCallOrder));
  expect(result.proxy.refreshed).toEqual(['http://proxy/notices', 'http://proxy/en/notices']);
});

test('outside a request the proxies are still asked: the instance answering them reads the change first', async () => {
  await revalidatePages(['/faq']);
  expect(refreshProxies).toHaveBeenCalledWith(['/faq']);
});
