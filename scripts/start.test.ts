/** @jest-environment node */
// How many instances `npm start` runs (scripts/start.js, decision 0019).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { instancesFor } = require('./start.js') as {
  instancesFor: (env: Record<string, string | undefined>, cores: number) => { instances: number; note?: string };
};

const pg = { DATABASE_URL: 'postgresql://db/app' };

test.each([
  [{}, 1],
  [{ ...pg }, 1],
  [{ ...pg, WEB_CONCURRENCY: '1' }, 1],
  [{ ...pg, WEB_CONCURRENCY: '3' }, 3],
  [{ ...pg, WEB_CONCURRENCY: ' 2 ' }, 2],
  [{ ...pg, WEB_CONCURRENCY: 'auto' }, 4],
])('%j on 4 cores → %i instance(s)', (env, instances) => {
  expect(instancesFor(env, 4)).toEqual({ instances });
});

test('the embedded database always runs one instance, and says why', () => {
  const answer = instancesFor({ WEB_CONCURRENCY: '2' }, 4);
  expect(answer.instances).toBe(1);
  expect(answer.note).toMatch(/embedded database.*DATABASE_URL/);
  expect(instancesFor({ WEB_CONCURRENCY: 'auto' }, 4).instances).toBe(1);
});

test.each(['0', '-1', '1.5', 'two', 'auto2'])('WEB_CONCURRENCY=%s is refused with a clear message', (value) => {
  expect(() => instancesFor({ ...pg, WEB_CONCURRENCY: value }, 4)).toThrow(/WEB_CONCURRENCY must be a whole number ≥ 1 or "auto"/);
});
