// The certificate API at 50 connections (issue #22): GET /api/v1/certificates/{serial} over a rotation of real serials,
// as a keyed program would call it — the keys made here, one per few thousand requests so the daily limit per key
// (docs/decisions/0021-public-api.md) is not what is measured. Reports throughput, p50/p99 and every non-2xx answer.
import type { Db } from '@/lib/server/db/client';
import { newApiKey } from '@/lib/server/api-keys/api-key-format';
import { createMember } from '@/lib/server/seed/builders/member';
import { figuresOf, hammer, type LoadFigures, type LoadSettings } from '../load';

export type ApiFigures = LoadFigures;

export async function apiUnderLoad(db: Db, origin: string, serials: readonly string[], settings: LoadSettings): Promise<ApiFigures> {
  if (serials.length === 0) throw new Error('no serials to ask for');
  const owner = await createMember(db, { mbEmail: `bench-api-${Date.now()}@bench.test`, mbNick: 'benchapi' });
  const keys = await Promise.all(
    Array.from({ length: 40 }, async (_, index) => {
      const key = newApiKey();
      await db.apiKey.create({ data: { memberId: owner.id, name: `bench ${index}`, prefix: key.prefix, hash: key.hash } });
      return key.key;
    }),
  );
  const requests = serials.map((serial, index) => ({ method: 'GET' as const, path: `/api/v1/certificates/${serial}`, headers: { 'x-api-key': keys[index % keys.length]! } }));
  console.log(`> certificate API: ${serials.length} serials, ${settings.connections} connections, ${settings.durationSeconds} s`);
  // Warm: each instance's first requests load the route's code.
  figuresOf(await hammer({ url: `${origin}/`, requests, connections: 4, durationSeconds: 2 }));
  return figuresOf(await hammer({ url: `${origin}/`, requests, ...settings }));
}
