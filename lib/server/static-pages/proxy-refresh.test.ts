/** @jest-environment node */
// The proxies' refresh of a changed page (proxy-refresh.ts): which addresses, with the secret, to every proxy; a proxy
// that is down is logged, never thrown.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyRefreshConfig, proxyRefreshProblems, publicPath, refreshAddresses, refreshProxies } from './proxy-refresh';

const SECRET = 's3cr3t_'.repeat(5);

test('the default locale’s pages are refreshed at the address guests use; the data address always names the locale', () => {
  expect(publicPath('/zh-TW')).toBe('/');
  expect(publicPath('/zh-TW/grading/pricing')).toBe('/grading/pricing');
  expect(publicPath('/en/grading/pricing')).toBe('/en/grading/pricing');
  expect(refreshAddresses(['/', '/en/notices', '/grading/pricing/USD'], 'b1')).toEqual([
    '/',
    '/_next/data/b1/zh-TW.json',
    '/en/notices',
    '/_next/data/b1/en/notices.json',
    '/grading/pricing/USD',
    '/_next/data/b1/zh-TW/grading/pricing/USD.json',
  ]);
  // No build (npm run dev): the pages only.
  expect(refreshAddresses(['/faq', '/zh-TW/faq'], null)).toEqual(['/faq']);
});

test('configured only with a proxy and a secret nginx can keep; a proxy without a secret is refused at start', () => {
  expect(proxyRefreshConfig({})).toBeNull();
  expect(proxyRefreshConfig({ PROXY_REFRESH_URLS: 'http://a:8080/, http://b:8080', PROXY_REFRESH_SECRET: SECRET })).toEqual({
    proxies: ['http://a:8080', 'http://b:8080'],
    secret: SECRET,
  });
  expect(proxyRefreshProblems({ PROXY_REFRESH_URLS: 'http://a:8080', PROXY_REFRESH_SECRET: SECRET })).toEqual([]);
  expect(proxyRefreshProblems({ PROXY_REFRESH_URLS: 'http://a:8080' })).toEqual([expect.stringMatching(/^PROXY_REFRESH_URLS: needs PROXY_REFRESH_SECRET/)]);
  // A quote or a space would end nginx's string: refused.
  expect(proxyRefreshProblems({ PROXY_REFRESH_SECRET: `${SECRET}"; deny all; "` })).toEqual([expect.stringMatching(/^PROXY_REFRESH_SECRET: /)]);
  expect(proxyRefreshProblems({ PROXY_REFRESH_SECRET: 'short' })).toHaveLength(1);
});

test('every proxy is asked for every address with the secret; one that is down is logged and the others still renewed', async () => {
  const seen: { url: string; secret: string | undefined }[] = [];
  const proxy = http.createServer((req, res) => {
    seen.push({ url: req.url!, secret: req.headers['x-cardgrade-refresh'] as string | undefined });
    res.writeHead(req.url === '/gone' ? 404 : 200, { 'content-type': 'text/html' }).end('<html>fresh</html>');
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  // Nothing listens on port 1: a proxy that is down.
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const result = await refreshProxies(['/en/notices', '/gone'], { proxies: [origin, 'http://127.0.0.1:1'], secret: SECRET }, null);
    expect(seen.map((request) => request.url).sort()).toEqual(['/en/notices', '/gone']);
    expect(seen.every((request) => request.secret === SECRET)).toBe(true);
    // A page that is gone now was renewed as such.
    expect(result.refreshed.sort()).toEqual([`${origin}/en/notices`, `${origin}/gone`]);
    expect(result.failed.sort()).toEqual(['http://127.0.0.1:1/en/notices', 'http://127.0.0.1:1/gone']);
    expect(errors).toHaveBeenCalledTimes(2);
    // With a build, the data addresses too.
    seen.length = 0;
    await refreshProxies(['/en/notices'], { proxies: [origin], secret: SECRET }, 'b1');
    expect(seen.map((request) => request.url).sort()).toEqual(['/_next/data/b1/en/notices.json', '/en/notices']);
    expect(String(errors.mock.calls[0]![0])).toMatch(/^\[static\] refreshing the proxy's copy of http:\/\/127\.0\.0\.1:1\/\S+ failed: /);
  } finally {
    errors.mockRestore();
    await new Promise((resolve) => proxy.close(resolve));
  }
});

test('nothing is asked without a configuration', async () => {
  expect(await refreshProxies(['/faq'], null)).toEqual({ refreshed: [], failed: [] });
});
