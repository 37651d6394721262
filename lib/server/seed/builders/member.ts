import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { hashPassword } from '@/lib/server/auth/password';

let sequence = 0;

export function buildMember(overrides: Partial<Prisma.MemberUncheckedCreateInput> = {}): Prisma.MemberUncheckedCreateInput {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  return {
    mbId: randomUUID(),
    mbNick: `collector${sequence}`,
    mbName: `Collector ${sequence}`,
    mbEmail: `member-${unique}@example.test`,
    mbStatus: 'APPROVED',
    emailVerifiedAt: new Date(),
    termsAgreedAt: new Date(),
    lastLoginAt: new Date(),
    ...overrides,
  };
}

/** Creates a member; with `password`, a real argon2id hash is stored so the member can log in. */
export async function createMember(db: Db, overrides: Partial<Prisma.MemberUncheckedCreateInput> = {}, password?: string) {
  const passwordHash = password ? await hashPassword(password) : undefined;
  return db.member.create({ data: buildMember({ passwordHash, ...overrides }) });
}
