/** @jest-environment node */
// Issue #8: the running app never imports anything under tests/ (the seed's builders live in lib). The
// server's entry modules are loaded in a fresh Node process and every file it loaded is checked.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

test('the app starts without importing anything under tests/', () => {
  const root = path.join(__dirname, '..', '..', '..');
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'load-app-modules.ts')], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', JOBS_TIMER: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.stderr).not.toMatch(/Error/);
  expect(run.status).toBe(0);
  const loaded = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((file) => path.relative(root, file));
  // The check means something: the seed and a route were loaded.
  expect(loaded).toContain(path.join('lib', 'server', 'seed', 'seed-database.ts'));
  expect(loaded).toContain(path.join('pages', 'api', 'login', 'index.ts'));
  expect(loaded.filter((file) => file.startsWith(`tests${path.sep}`) && !file.includes('load-app-modules'))).toEqual([]);
}, 120_000);
