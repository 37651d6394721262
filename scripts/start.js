// `npm start`: `next start`, as one process or — with WEB_CONCURRENCY — as several instances of it sharing the port
// (node:cluster), so a server with more than one core uses them all (issue #11; docs/decisions/0019-instances.md).
// Each instance is the same stateless app (docs/product/README.md#scale-and-deployment): sessions, rate limits and
// page invalidations live in the database, so the instances need nothing from each other. The embedded database
// allows one process only (lib/server/db/file-lock.ts), so without DATABASE_URL there is always one instance.
// Plain CommonJS: it must run where only the production dependencies are installed.
'use strict';
const cluster = require('node:cluster');
/** An instance refused by its configuration exits so (lib/server/config/env-schema.ts); it is not restarted. */
const CONFIG_EXIT_CODE = 78;
const os = require('node:os');

/**
 * How many instances to start: WEB_CONCURRENCY as a whole number ≥ 1, or `auto` for one per core. One when it is
 * unset, and always one on the embedded database.
 * @param {NodeJS.ProcessEnv} env
 * @param {number} cores
 * @returns {{ instances: number, note?: string }}
 */
function instancesFor(env, cores) {
  const asked = (env.WEB_CONCURRENCY ?? '').trim();
  if (asked === '' || asked === '1') return { instances: 1 };
  const wanted = asked === 'auto' ? cores : /^\d+$/.test(asked) ? Number(asked) : NaN;
  if (!Number.isInteger(wanted) || wanted < 1) {
    throw new Error(`WEB_CONCURRENCY must be a whole number ≥ 1 or "auto" (was "${asked}")`);
  }
  if (wanted > 1 && !env.DATABASE_URL) {
    return { instances: 1, note: 'WEB_CONCURRENCY is ignored on the embedded database (one process only): set DATABASE_URL' };
  }
  return { instances: wanted };
}

/** Runs Next's own CLI in this process with `args` (e.g. `start -p 3000`). */
function runNext(args) {
  process.argv = [process.argv[0], require.resolve('next/dist/bin/next'), ...args];
  require(process.env.START_SERVER_MODULE || 'next/dist/bin/next');
}

function primary(instances, args) {
  let stopping = false;
  let exitCode = 0;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Each instance stops itself within SHUTDOWN_TIMEOUT_SECONDS (lib/server/lifecycle/shutdown.ts); one that does
    // not is killed a little later, so the stop has a bound.
    const bound = (Number(process.env.SHUTDOWN_TIMEOUT_SECONDS) > 0 ? Number(process.env.SHUTDOWN_TIMEOUT_SECONDS) : 25) + 5;
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(exitCode);
    }, bound * 1000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const fork = (index) => {
    // The hourly sweeps run in the first instance only (lib/server/jobs/timer.ts); they are safe to run twice, but
    // there is no need to.
    const worker = cluster.fork({ APP_INSTANCE: String(index), ...(index > 0 ? { JOBS_TIMER: '0' } : {}) });
    worker.on('exit', (code, signal) => {
      // Refused by its configuration (instrumentation.ts): every instance would be; stop them all with that code.
      if (code === CONFIG_EXIT_CODE && !stopping) {
        console.error(`[start] instance ${index} refused its configuration (exit ${code}); stopping`);
        exitCode = code;
        stop('SIGTERM');
      }
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
        return;
      }
      // A crashed instance is replaced; the others keep serving meanwhile.
      console.error(`[start] instance ${index} exited (${signal ?? code}); starting it again`);
      setTimeout(() => fork(index), 1000).unref();
    });
  };
  console.log(`[start] ${instances} instances of next ${args.join(' ')} (WEB_CONCURRENCY), sharing the port`);
  for (let index = 0; index < instances; index += 1) fork(index);
}

if (require.main === module) {
  const args = ['start', ...process.argv.slice(2)];
  if (cluster.isPrimary) {
    const { instances, note } = instancesFor(process.env, os.availableParallelism?.() ?? os.cpus().length);
    if (note) console.warn(`[start] ${note}`);
    if (instances > 1) primary(instances, args);
    else runNext(args);
  } else {
    runNext(args);
  }
}

module.exports = { instancesFor };
