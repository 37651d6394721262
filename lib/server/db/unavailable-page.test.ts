/** @jest-environment node */
// Issue #23: a page's getServerSideProps that meets an outage answers its shell with 503, Retry-After and one log line;
// any other error stays the page's (thrown on, so Next answers 500 as before); an answer without an error is untouched.
import type { GetServerSidePropsContext } from 'next';
import { unavailableMessage, withDatabaseOutage } from './unavailable-page';

jest.mock('../i18n/page-translations', () => ({
  pageTranslations: async (locale: string, namespaces: string[]) => ({ _nextI18Next: { locale, namespaces } }),
}));

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });

function context() {
  const headers = new Map<string, unknown>();
  const res = { statusCode: 200, setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value) };
  return { ctx: { res, locale: 'ko' } as unknown as GetServerSidePropsContext, res, headers };
}

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

test('an outage: the shell, 503, Retry-After and one line without a stack', async () => {
  const { ctx, res, headers } = context();
  const page = withDatabaseOutage<{ shell: boolean }>(
    () => Promise.reject(refused),
    async () => ({ shell: true }),
  );
  expect(await page(ctx)).toEqual({ props: { shell: true } });
  expect(res.statusCode).toBe(503);
  expect(headers.get('retry-after')).toBe('5');
  expect(errors).toHaveBeenCalledTimes(1);
  expect(errors.mock.calls[0]).toEqual(['[db] unavailable: ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1']);
});

test('any other error is thrown on, with nothing logged or set', async () => {
  const { ctx, res, headers } = context();
  const bug = new TypeError('x is undefined');
  const page = withDatabaseOutage(
    () => Promise.reject(bug),
    async () => ({ shell: true }),
  );
  await expect(page(ctx)).rejects.toBe(bug);
  expect(res.statusCode).toBe(200);
  expect(headers.size).toBe(0);
  expect(errors).not.toHaveBeenCalled();
});

test('an answer is passed on as it is: props, redirects, not-found', async () => {
  const { ctx, res } = context();
  for (const answer of [{ props: { data: 1 } }, { redirect: { destination: '/login', permanent: false } }, { notFound: true as const }]) {
    expect(
      await withDatabaseOutage<{ data: number }>(
        async () => answer,
        async () => ({ data: 0 }),
      )(ctx),
    ).toBe(answer);
  }
  expect(res.statusCode).toBe(200);
});

test("the message: the flag and the words of errors:unavailable in the page's language", async () => {
  expect(await unavailableMessage(context().ctx)).toEqual({ unavailable: true, _nextI18Next: { locale: 'ko', namespaces: ['errors'] } });
});
