// One delivery run (decision 0026): claims due messages a batch at a time and sends them one by one until none is
// due. Safe on any number of workers and instances at once (claim.ts): a message is claimed by one worker only. When
// asked to stop, the message in hand is finished and the rest of the batch is handed back at once (lease ended,
// the try not counted) for the next worker.
import type { Db } from '@/lib/server/db/client';
import { messageTransport } from '../index';
import type { MessageTransport } from '../transport';
import { type ClaimedMessage, claimDueMessages } from './claim';
import { type DeliveryOutcome, deliverMessage } from './deliver-message';
import { CLAIM_BATCH } from './policy';

export type DeliveryCounts = Record<Exclude<DeliveryOutcome, 'lost'>, number> & { lost: number; released: number };

export interface DeliveryOptions {
  transport?: MessageTransport;
  clock?: () => Date;
  shouldStop?: () => boolean;
  batch?: number;
}

async function release(db: Db, messages: ClaimedMessage[]): Promise<number> {
  let released = 0;
  for (const message of messages) {
    const { count } = await db.outboxMessage.updateMany({
      where: { id: message.id, status: 'PENDING', lockedUntil: message.lockedUntil },
      data: { lockedUntil: null, attempts: { decrement: 1 } },
    });
    released += count;
  }
  return released;
}

export async function deliverDueMessages(db: Db, options: DeliveryOptions = {}): Promise<DeliveryCounts> {
  const transport = options.transport ?? messageTransport();
  const clock = options.clock ?? (() => new Date());
  const batch = options.batch ?? CLAIM_BATCH;
  const counts: DeliveryCounts = { sent: 0, retry: 0, failed: 0, lost: 0, released: 0 };
  while (!options.shouldStop?.()) {
    const claimed = await claimDueMessages(db, clock(), batch);
    for (const [index, message] of claimed.entries()) {
      if (options.shouldStop?.()) {
        counts.released += await release(db, claimed.slice(index));
        return counts;
      }
      counts[await deliverMessage(db, transport, message, clock)] += 1;
    }
    if (claimed.length < batch) break;
  }
  return counts;
}

export function describeCounts(counts: DeliveryCounts): string {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => `${key}=${count}`)
    .join(', ');
}
