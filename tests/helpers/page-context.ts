// A getServerSideProps context for integration tests: the request's cookies, the page's address and params, and a
// response that records its status and headers.
import type { GetServerSidePropsContext } from 'next';

export function pageContext(path: string, cookies: Record<string, string>, query: Record<string, string> = {}, params: Record<string, string> = {}) {
  const headers = new Map<string, unknown>();
  const res = {
    statusCode: 200,
    getHeader: (n: string) => headers.get(n.toLowerCase()),
    setHeader: (n: string, v: unknown) => headers.set(n.toLowerCase(), v),
  };
  const context = {
    req: { headers: {}, cookies, method: 'GET' },
    res,
    locale: 'en',
    defaultLocale: 'zh-TW',
    locales: ['zh-TW', 'en', 'ko'],
    resolvedUrl: path,
    query: { ...query, ...params },
    params,
  };
  return { context: context as unknown as GetServerSidePropsContext, res, headers };
}
