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
  invalidationState: { lastId: number | null; polledAt: number; learntAt: Map<string, number>; generation: number };
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
  const generation = Handler.invalidationState.generation;
  expect(await get()).toBeNull();
  // Each change learnt moves the generation: the front cache of `npm start` forgets its copies (front-cache.js).
  expect(Handler.invalidationState.generation).toBe(generation + 2);
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
  const generation = Handler.invalidationState.generation;
  await recordPageInvalidations(own as never, ['/en/grading/pricing']);
  rows.push({ id: 4, path: '/en/grading/pricing' });
  expect(await get()).toBeNull();
  stored.set(KEY, { lastModified: Date.now() + 1, value: 'own html' });
  nextPoll();
  expect(await get()).toMatchObject({ value: 'own html' });
  expect(state.ownIds.size).toBe(0);
  // The front cache forgot its copies when the change was recorded, and the poll finding the row moves nothing.
  expect(Handler.invalidationState.generation).toBe(generation + 1);
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

test('a page stored (generated or regenerated) moves the generation once it is stored', async () => {
  const generation = Handler.invalidationState.generation;
  await handler.set('/route-cache/PAGES/x/$/ko/events', 'events html', { kind: 'PAGES' });
  expect(stored.get('/route-cache/PAGES/x/$/ko/events')).toMatchObject({ value: 'events html' });
  expect(Handler.invalidationState.generation).toBe(generation + 1);
});

test('other kinds of entries (fetch cache) pass straight through', async () => {
  stored.set('fetch-key', { lastModified: 0, value: 'data' });
  expect(await handler.get('fetch-key', { kind: 'FETCH' })).toMatchObject({ value: 'data' });
});
