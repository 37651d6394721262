// Shared by the content tools' integration tests (issue #10): an ADMIN, a STAFF member and a plain member signed in
// for real, a call to a route as one of them, and the audit rows of an entity.
import type { Db } from '@/lib/server/db/client';
import { type CallOptions, type CallResult, callApi } from '@/tests/helpers/api';
import { type SignedIn, signedInMember } from '../account/account-helpers';

type Handler = Parameters<typeof callApi>[0];

export interface Cast {
  admin: SignedIn;
  staff: SignedIn;
  member: SignedIn;
}

export async function signInCast(db: Db): Promise<Cast> {
  return {
    admin: await signedInMember(db, { role: 'ADMIN' }),
    staff: await signedInMember(db, { role: 'STAFF' }),
    member: await signedInMember(db),
  };
}

/** Calls `handler` as `who` (null: a guest). */
export function callAs<T = unknown>(who: SignedIn | null, handler: Handler, options: CallOptions = {}): Promise<CallResult<T>> {
  return callApi<T>(handler, { ...options, cookies: who?.jar.cookies ?? {} });
}

export async function auditRows(db: Db, entity: string, entityId: number | string) {
  return db.auditLog.findMany({ where: { entity, entityId: String(entityId) }, orderBy: { id: 'asc' } });
}

/** The field errors of a 400/409 answer: path → key. */
export function fieldKeys(result: CallResult): Record<string, string> {
  return Object.fromEntries((result.body.errors ?? []).map((item) => [item.path, item.key]));
}
