// Applies one verified gateway event in ONE transaction: the PaymentCallback row keyed by the event id
// (a replay inserts nothing and changes nothing), the payment locked, then the step for the event type.
// A step that loses a race (a member's cancel committed between our read and our conditional update)
// throws CONFLICT; the whole transaction then runs again on the new state, so exactly one side wins and
// the other gets a clean outcome (e.g. the money of a payment that arrived after the cancel goes back).
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { Db } from '@/lib/server/db/client';
import { AppError } from '../errors/app-error';
import type { CallbackContext, CallbackOutcome, CallbackResult } from './callback-context';
import { paymentError } from './errors';
import { lockPayment } from './lock-payment';
import { queuePaymentEmails } from './send-payment-emails';
import { onFailed, onIssued } from './open-payment-events';
import { onApproved, onDeposited } from './settle-payment';
import { type CallbackEvent, type CallbackEventType, eventToJson } from './types';

const STEPS: Record<CallbackEventType, (ctx: CallbackContext) => Promise<CallbackResult>> = {
  'payment.approved': onApproved,
  'payment.failed': onFailed,
  'virtual_account.issued': onIssued,
  'virtual_account.deposited': onDeposited,
};

const ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  if (error instanceof AppError) return error.code === 'CONFLICT';
  // P2034: write conflict or deadlock reported by the database.
  return (error as { code?: unknown } | null)?.code === 'P2034';
}

export async function applyCallbackEvent(db: Db, providerName: string, event: CallbackEvent, now = new Date()): Promise<CallbackOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.$transaction(async (tx) => {
        const payment = await tx.payment.findUnique({ where: { providerPaymentId: event.providerPaymentId }, select: { id: true, provider: true } });
        if (!payment || payment.provider !== providerName) throw paymentError('notFound');
        const stored = await tx.paymentCallback.createMany({
          data: [{ eventId: event.eventId, paymentId: payment.id, payload: eventToJson(event) as unknown as Prisma.InputJsonValue }],
          skipDuplicates: true,
        });
        if (stored.count === 0) return { result: 'already processed', refundIds: [] };
        const locked = await lockPayment(tx, event.providerPaymentId);
        if (!locked) throw paymentError('notFound');
        const ctx: CallbackContext = { tx, event, payment: locked, now, outcome: { result: 'ignored', refundIds: [] } };
        ctx.outcome.result = await STEPS[event.type](ctx);
        // The e-mails of the change, in its transaction (decision 0026): sent by the outbox's worker.
        await queuePaymentEmails(tx, ctx.outcome);
        await recordAudit(tx, {
          actor: null,
          action: `payment.callback.${event.type}`,
          entity: 'Payment',
          entityId: locked.providerPaymentId,
          data: {
            eventId: event.eventId,
            result: ctx.outcome.result,
            amount: event.amount,
            currency: event.currency,
            fromStatus: locked.status,
            orderNumber: locked.gradingOrder.orderNumber,
          },
        });
        return ctx.outcome;
      });
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}
