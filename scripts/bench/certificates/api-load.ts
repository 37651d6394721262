// The certificate API at 50 connections (issue #22): GET /api/v1/certificates/{serial} over a rotation of real serials,
// through the reverse proxy of a deployment when there is one (decision 0025), two ways:
// - keyed, as a program with a key calls it: every call reaches the app (counted per key, its RateLimit fields); the
//   keys are made here, one per few thousand requests, so a key's daily limit (decision 0021) is not what is measured;
// - plain, without a key, as a badge on a shop's page or a collector calls it: answered from the proxy's copy (kept
//   the minute the app's `Cache-Control` allows), renewed by the keyed calls. Without a proxy, these reach the app and
//   meet the per-address limit.
// Reports throughput, p50/p99 and every non-2xx answer for each.
import type { Db } from '@/lib/server/db/client';
import { newApiKey } from '@/lib/server/api-keys/api-key-format';
import { createMember } from '@/lib/server/seed/builders/member';
import { get } from '../http';
import { figuresOf, hammer, type LoadFigures, type LoadSettings } from '../load';

export interface ApiFigures {
  keyed: LoadFigures;
  plain: LoadFigures;
  /** Answers of the plain run that the proxy served from its copy (X-Proxy-Cache: HIT) in a sample after it. */
  plainFromCopy: number;
}

async function makeKeys(db: Db, count: number): Promise<string[]> {
  const owner = await createMember(db, { mbEmail: `bench-api-${Date.now()}@bench.test`, mbNick: 'benchapi' });
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const key = newApiKey();
      await db.apiKey.create({ data: { memberId: owner.id, name: `bench ${index}`, prefix: key.prefix, hash: key.hash } });
      return key.key;
    }),
  );
}

export async function apiUnderLoad(db: Db, origin: string, serials: readonly string[], settings: LoadSettings): Promise<ApiFigures> {
  if (serials.length === 0) throw new Error('no serials to ask for');
  const keys = await makeKeys(db, 40);
  const keyOf = (index: number) => ({ 'x-api-key': keys[index % keys.length]! });
  const paths = serials.map((serial) => `/api/v1/certificates/${serial}`);
  const keyed = paths.map((path, index) => ({ method: 'GET' as const, path, headers: keyOf(index) }));
  const plain = paths.map((path) => ({ method: 'GET' as const, path }));
  console.log(`> certificate API: ${serials.length} serials, ${settings.connections} connections, ${settings.durationSeconds} s, keyed then plain`);
  // Warm: each instance's first requests load the route's code.
  await hammer({ url: `${origin}/`, requests: keyed, connections: 4, durationSeconds: 2 });
  const keyedFigures = figuresOf(await hammer({ url: `${origin}/`, requests: keyed, ...settings }));
  // Every serial asked once more with a key, so the proxy's copies are fresh for the plain run.
  for (const [index, path] of paths.entries()) await get(`${origin}${path}`, keyOf(index));
  const plainFigures = figuresOf(await hammer({ url: `${origin}/`, requests: plain, ...settings }));
  let plainFromCopy = 0;
  for (const path of paths.slice(0, 100)) if ((await get(`${origin}${path}`)).headers['x-proxy-cache'] === 'HIT') plainFromCopy += 1;
  return { keyed: keyedFigures, plain: plainFigures, plainFromCopy };
}
