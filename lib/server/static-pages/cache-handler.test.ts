/** @jest-environment node */
// The cache handler's one rule (docs/decisions/0014-static-pages.md): a cached page older than this instance's news
// of a change to its path is a miss; everything else is Next's own cache.
type Entry = { lastModified: number; value: unknown };
const stored = new Map<string, Entry>();
jest.mock('next/dist/server/lib/incremental-cache/file-system-cache', () => ({
  __esModule: true,
  default: class {
    constructor(_ctx: unknown) {}
    async get(key: string) {
      return stored.get(key) ?? null;
    }
    async set(key: string, value: unknown) {
      stored.set(key, { lastModified: Date.now(), value });
    }
  },
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Handler = require('./cache-handler') as {
  new (ctx?: { _requestHeaders?: Record<string, string> }): {
    get(key: string, ctx: { kind: string }): Promise<Entry | null>;
    set(key: string, value: unknown, ctx: { kind: string }): Promise<void>;
  };
  pagePath(key: string): string;
  REFRESH_HEADER: string;
  RESET_AFTER_MS: number;
  invalidationState: { lastId: number | null; polledAt: number; learntAt: Map<string, number> };
};

const rows: { id: number; path: string }[] = [];
const db = {
  pageInvalidation: {
    findFirst: jest.fn(async () => (rows.length ? { id: rows[rows.length - 1]!.id } : null)),
    findMany: jest.fn(async ({ where }: { where: { id: { gt: number } } }) => rows.filter((row) => row.id > where.id.gt)),
  },
};
const KEY = '/route-cache/PAGES/abc/$/en/grading/pricing';
const handler = new Handler();
const get = (key = KEY) => handler.get(key, { kind: 'PAGES' });
/** A few milliseconds: a copy stored now is then older than a change learnt next (the clock counts milliseconds). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3));
const nextPoll = () => {
  Handler.invalidationState.polledAt = 0;
};

beforeAll(() => {
  (globalThis as { __cardgradeDb?: Promise<unknown> }).__cardgradeDb = Promise.resolve(db);
  rows.push({ id: 1, path: '/en/grading/pricing' });
});

test('keys name the locale-prefixed page path', () => {
  expect(Handler.pagePath(KEY)).toBe('/en/grading/pricing');
  expect(Handler.pagePath('/route-cache/PAGES/abc/$/zh-TW')).toBe('/zh-TW');
  expect(Handler.pagePath('/en/notices')).toBe('/en/notices');
});

test('changes from before the start do not count: the cache started empty', async () => {
  stored.set(KEY, { lastModified: Date.now() - 60_000, value: 'old html' });
  expect(await get()).toMatchObject({ value: 'old html' });
  expect(Handler.invalidationState.lastId).toBe(1);
});

test('another instance’s change: the older copy is a miss, the regenerated one is served', async () => {
  rows.push({ id: 2, path: '/en/grading/pricing' }, { id: 3, path: '/ko/notices' });
  nextPoll();
  expect(await get()).toBeNull();
  stored.set(KEY, { lastModified: Date.now() + 1, value: 'new html' });
  expect(await get()).toMatchObject({ value: 'new html' });
  // Another page's copy is untouched.
  stored.set('/route-cache/PAGES/x/$/en/notices', { lastModified: 0, value: 'notices' });
  expect(await get('/route-cache/PAGES/x/$/en/notices')).toMatchObject({ value: 'notices' });
});

test('this instance’s own change: known at once, its regenerated copy is not dropped when the poll finds the row', async () => {
  const state = Handler.invalidationState as unknown as { learntAt: Map<string, number>; ownIds: Set<number> };
  const { recordPageInvalidations } = jest.requireActual<typeof import('./page-invalidations')>('./page-invalidations');
  const own = { pageInvalidation: { createManyAndReturn: jest.fn(async () => [{ id: 4, path: '/en/grading/pricing' }]) } };
  // The copy from the test before is older than this change by more than the clock's millisecond (it flaked when the
  // two fell in the same millisecond).
  stored.set(KEY, { lastModified: Date.now() - 1_000, value: 'new html' });
  await recordPageInvalidations(own as never, ['/en/grading/pricing']);
  rows.push({ id: 4, path: '/en/grading/pricing' });
  expect(await get()).toBeNull();
  stored.set(KEY, { lastModified: Date.now() + 1, value: 'own html' });
  nextPoll();
  expect(await get()).toMatchObject({ value: 'own html' });
  expect(state.ownIds.size).toBe(0);
});

test('the table is read at most once a second, however many requests', async () => {
  nextPoll();
  db.pageInvalidation.findMany.mockClear();
  await Promise.all(Array.from({ length: 20 }, () => get()));
  await get();
  expect(db.pageInvalidation.findMany).toHaveBeenCalledTimes(1);
});

test('a database error is logged and the cache keeps serving', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  db.pageInvalidation.findMany.mockRejectedValueOnce(new Error('gone'));
  nextPoll();
  expect(await get()).toMatchObject({ value: 'own html' });
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

test('an on-demand revalidation still sees the page it is about to regenerate', async () => {
  rows.push({ id: 5, path: '/en/grading/pricing' });
  nextPoll();
  expect(await get()).toBeNull();
  const revalidation = new Handler({ _requestHeaders: { 'x-prerender-revalidate': 'preview-id' } });
  expect(await revalidation.get(KEY, { kind: 'PAGES' })).toMatchObject({ value: 'own html' });
});

test('the proxy’s refresh of a changed page reads the table at once, even within the second', async () => {
  // The header the app's refresh sends through nginx (proxy-refresh.ts): one name on both sides.
  expect(Handler.REFRESH_HEADER).toBe(jest.requireActual<typeof import('./proxy-refresh')>('./proxy-refresh').REFRESH_HEADER);
  process.env.PROXY_REFRESH_SECRET = 'r'.repeat(32);
  try {
    await settle();
    stored.set(KEY, { lastModified: Date.now(), value: 'served html' });
    nextPoll();
    expect(await get()).toMatchObject({ value: 'served html' });
    await settle();
    // Another instance's change, committed just now: an ordinary request within the second still gets the copy…
    rows.push({ id: 6, path: '/en/grading/pricing' });
    expect(await get()).toMatchObject({ value: 'served html' });
    // …and a request with a wrong secret is an ordinary request.
    const guessed = new Handler({ _requestHeaders: { [Handler.REFRESH_HEADER]: 'x'.repeat(32) } });
    expect(await guessed.get(KEY, { kind: 'PAGES' })).toMatchObject({ value: 'served html' });
    // The proxy's refresh reads the table and regenerates the page.
    const refreshing = new Handler({ _requestHeaders: { [Handler.REFRESH_HEADER]: 'r'.repeat(32) } });
    expect(await refreshing.get(KEY, { kind: 'PAGES' })).toBeNull();
  } finally {
    delete process.env.PROXY_REFRESH_SECRET;
  }
});

test('a refresh during a poll already under way waits for it, then reads again (that poll may have missed the change)', async () => {
  process.env.PROXY_REFRESH_SECRET = 'r'.repeat(32);
  let answer: ((rows: { id: number; path: string }[]) => void) | null = null;
  try {
    await settle();
    stored.set(KEY, { lastModified: Date.now(), value: 'served html' });
    await settle();
    nextPoll();
    db.pageInvalidation.findMany.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const ordinary = get();
    while (!answer) await new Promise((resolve) => setImmediate(resolve));
    rows.push({ id: 7, path: '/en/grading/pricing' });
    const refreshing = new Handler({ _requestHeaders: { [Handler.REFRESH_HEADER]: 'r'.repeat(32) } }).get(KEY, { kind: 'PAGES' });
    // The poll under way answers from before the change.
    (answer as (rows: unknown[]) => void)([]);
    expect(await ordinary).toMatchObject({ value: 'served html' });
    expect(await refreshing).toBeNull();
  } finally {
    delete process.env.PROXY_REFRESH_SECRET;
  }
});

test('an instance that has not read the table for half a day forgets every copy made before (pruned rows may be gone)', async () => {
  const { PAGE_INVALIDATION_RETENTION_MS } = jest.requireActual<typeof import('./page-invalidations')>('./page-invalidations');
  expect(Handler.RESET_AFTER_MS).toBeLessThanOrEqual(PAGE_INVALIDATION_RETENTION_MS / 2);
  const state = Handler.invalidationState as unknown as { readAt: number };
  await settle();
  stored.set(KEY, { lastModified: Date.now(), value: 'kept html' });
  nextPoll();
  expect(await get()).toMatchObject({ value: 'kept html' });
  // Read regularly: the copy stays.
  nextPoll();
  expect(await get()).toMatchObject({ value: 'kept html' });
  // Last read longer ago than the bound: the copy goes, though no row names its page.
  await settle();
  state.readAt = Date.now() - Handler.RESET_AFTER_MS - 1;
  nextPoll();
  expect(await get()).toBeNull();
  stored.set(KEY, { lastModified: Date.now() + 1, value: 'new html' });
  expect(await get()).toMatchObject({ value: 'new html' });
});

test('other kinds of entries (fetch cache) pass straight through', async () => {
  stored.set('fetch-key', { lastModified: 0, value: 'data' });
  expect(await handler.get('fetch-key', { kind: 'FETCH' })).toMatchObject({ value: 'data' });
});
