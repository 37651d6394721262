// What the back office shows of an outbox message (decision 0026): who, what template, how it went — never the body,
// which may carry a one-time code or link.
import type { OutboxChannel, OutboxStatus } from '@/lib/server/db/generated/enums';
import type { OutboxListStatus } from '../schemas/admin/outbox-messages';

export interface AdminOutboxMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  template: string;
  locale: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  failedAt: string | null;
  sentAt: string | null;
}

export interface AdminOutboxPage {
  status: OutboxListStatus;
  items: AdminOutboxMessage[];
  total: number;
  page: number;
  pageSize: number;
  /** Messages per listed status, for the tabs. */
  counts: Record<OutboxListStatus, number>;
}
