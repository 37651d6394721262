// Row locks of the content tools (issue #10): an update or deletion locks its row before reading it, so two admins
// saving the same entry at once are applied one after the other and each audit row's "from" is what was really
// replaced. The FAQ's reorder locks every entry of the topic (in id order, so two reorders cannot deadlock).
import type { Tx } from '@/lib/server/db/client';

export async function lockPost(tx: Tx, id: number): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "Post" WHERE "id" = ${id} FOR UPDATE`;
}

export async function lockFaqEntry(tx: Tx, id: number): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "FaqEntry" WHERE "id" = ${id} FOR UPDATE`;
}

export async function lockFaqTopic(tx: Tx, topic: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "FaqEntry" WHERE "topic" = ${topic} ORDER BY "id" FOR UPDATE`;
}

export async function lockPartnerShop(tx: Tx, id: number): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "PartnerShop" WHERE "id" = ${id} FOR UPDATE`;
}
