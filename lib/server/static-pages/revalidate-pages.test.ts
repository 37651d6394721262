/** @jest-environment node */
import type { NextApiResponse } from 'next';
import { revalidatePages, withRevalidation } from './revalidate-pages';

function fakeResponse(failing: string[] = []) {
  const revalidate = jest.fn(async (path: string) => {
    if (failing.includes(path)) throw new Error('render failed');
  });
  return { res: { revalidate } as unknown as NextApiResponse, revalidate };
}

beforeEach(() => {
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
  expect(result).toEqual({ revalidated: ['/notices', '/en/notices'], failed: [], skipped: false });
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

test('outside a request (a script, a job): skipped with a warning', async () => {
  const result = await revalidatePages(['/notices']);
  expect(result).toEqual({ revalidated: [], failed: [], skipped: true });
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/notices'));
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
