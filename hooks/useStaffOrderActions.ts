// What staff do on the lab's order page (issue #10, the routes of LAB_API.md): receive, advance a step, check and
// score a card, ship out, mark delivered, cancel the OMITTED / UNGRADABLE cards, refund the whole order, add an
// internal note. Every step carries the statuses the page showed; each answers the fresh order, which replaces the
// one on screen. A stale page gets 409 with the fresh order as `data`: it replaces the shown order too, so staff
// see what a colleague changed before trying again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import { errorCode, errorData } from '@/lib/client/error-message';
import type { GradingOrderProcessingStatus } from '@/lib/server/db/generated/enums';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import type { AdvanceInput, CardCheckInput, ExpectedStatusesInput, MatchRestInput, ReasonInput, ScoreInput, ShipInput } from '@/lib/shared/schemas/lab';
import type { OrderNoteInput } from '@/lib/shared/schemas/lab-read';
import { STAFF_ORDERS_QUERY_KEY } from './useStaffOrders';
import { staffOrderKey, staffOrderPath } from './useStaffOrder';

/** The order as the page showed it when staff acted. */
export interface ShownStaffOrder {
  orderNumber: string;
  status: StaffOrderDetail['status'];
  processingStatus: StaffOrderDetail['processingStatus'];
}

export const shownOrder = (detail: StaffOrderDetail): ShownStaffOrder => ({
  orderNumber: detail.view.orderNumber,
  status: detail.status,
  processingStatus: detail.processingStatus,
});

const expected = (order: ShownStaffOrder) => ({ expectedStatus: order.status, expectedProcessingStatus: order.processingStatus });
const base = (order: ShownStaffOrder) => staffOrderPath(order.orderNumber);

/** The fresh order a conflict carries when the page was stale (409 with the order as data); null otherwise. */
export function staleStaffOrderOf(error: unknown, orderNumber: string): StaffOrderDetail | null {
  if (errorCode(error) !== 'CONFLICT') return null;
  const data = errorData<Partial<StaffOrderDetail>>(error);
  return data && typeof data === 'object' && data.view?.orderNumber === orderNumber && Array.isArray(data.cards) && data.actions
    ? (data as StaffOrderDetail)
    : null;
}

function useStaffAction<TVariables extends { order: ShownStaffOrder }>(send: (variables: TVariables) => Promise<StaffOrderDetail>) {
  const queryClient = useQueryClient();
  const show = (detail: StaffOrderDetail) => queryClient.setQueryData(staffOrderKey(detail.view.orderNumber), detail);
  return useMutation<StaffOrderDetail, ApiError, TVariables>({
    mutationFn: send,
    onSuccess: show,
    onError: (error, { order }) => {
      const fresh = staleStaffOrderOf(error, order.orderNumber);
      if (fresh) show(fresh);
    },
    // The queues and their counts may have moved with the order; the member's own views of it too.
    onSettled: (_data, _error, { order }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_ORDERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['orders', 'detail', order.orderNumber] }),
      ]),
  });
}

export function useReceiveOrder() {
  return useStaffAction(({ order }: { order: ShownStaffOrder }) =>
    api.post<StaffOrderDetail>(`${base(order)}/receive`, expected(order) satisfies ExpectedStatusesInput),
  );
}

export function useAdvanceOrder() {
  return useStaffAction(({ order, to }: { order: ShownStaffOrder; to: GradingOrderProcessingStatus }) =>
    api.post<StaffOrderDetail>(`${base(order)}/advance`, { ...expected(order), to } satisfies AdvanceInput),
  );
}

/** A card's check as the form sends it (cardCheckSchema without the statuses, which the hook adds). */
export type CheckCardFields = Omit<CardCheckInput, keyof ExpectedStatusesInput>;

export function useCheckCard() {
  return useStaffAction(({ order, cardId, check }: { order: ShownStaffOrder; cardId: number; check: CheckCardFields }) =>
    api.put<StaffOrderDetail>(`${base(order)}/cards/${cardId}/check`, { ...expected(order), ...check } satisfies CardCheckInput),
  );
}

/** Every card still unchecked matches (issue #24): the ids are the unchecked cards the page shows. */
export function useMatchRemainingCards() {
  return useStaffAction(({ order, cardIds }: { order: ShownStaffOrder; cardIds: number[] }) =>
    api.post<StaffOrderDetail>(`${base(order)}/cards/match-rest`, { ...expected(order), cardIds } satisfies MatchRestInput),
  );
}

/** A card's scores as the form sends them (scoreSchema without the statuses). */
export type ScoreCardFields = Omit<ScoreInput, keyof ExpectedStatusesInput>;

export function useScoreCard() {
  return useStaffAction(({ order, cardId, score }: { order: ShownStaffOrder; cardId: number; score: ScoreCardFields }) =>
    api.put<StaffOrderDetail>(`${base(order)}/cards/${cardId}/score`, { ...expected(order), ...score } satisfies ScoreInput),
  );
}

export function useShipOut() {
  return useStaffAction(({ order, courier, trackingNumber }: { order: ShownStaffOrder; courier: string; trackingNumber: string }) =>
    api.post<StaffOrderDetail>(`${base(order)}/ship`, { ...expected(order), courier, trackingNumber } satisfies ShipInput),
  );
}

export function useMarkDelivered() {
  return useStaffAction(({ order }: { order: ShownStaffOrder }) =>
    api.post<StaffOrderDetail>(`${base(order)}/deliver`, expected(order) satisfies ExpectedStatusesInput),
  );
}

export function usePartialCancel() {
  return useStaffAction(({ order, reason }: { order: ShownStaffOrder; reason: string }) =>
    api.post<StaffOrderDetail>(`${base(order)}/partial-cancel`, { ...expected(order), reason } satisfies ReasonInput),
  );
}

export function useFullRefund() {
  return useStaffAction(({ order, reason }: { order: ShownStaffOrder; reason: string }) =>
    api.post<StaffOrderDetail>(`${base(order)}/refund`, { ...expected(order), reason } satisfies ReasonInput),
  );
}

/** An internal note: no statuses, notes may be added at any stage. */
export function useAddOrderNote() {
  return useStaffAction(({ order, body }: { order: ShownStaffOrder; body: string }) =>
    api.post<StaffOrderDetail>(`${base(order)}/notes`, { body } satisfies OrderNoteInput),
  );
}
