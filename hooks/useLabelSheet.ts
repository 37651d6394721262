// The label sheet of an order (GET /api/admin/orders/[orderNumber]/labels, issue #10), seeded from the server render,
// and the Print button's record (POST …/labels-printed { serials }): on success each printed label shows its time, and
// the order page (which shows "label printed") is fetched again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/client/api';
import { errorMessageKey } from '@/lib/client/error-message';
import type { LabelSheet } from '@/lib/shared/lab/labels';
import type { LabelsPrintedInput } from '@/lib/shared/schemas/labels';
import { staffOrderKey, staffOrderPath } from './useStaffOrder';

export const labelSheetKey = (orderNumber: string) => ['staff', 'labels', orderNumber] as const;

export function useLabelSheet(orderNumber: string, initial: LabelSheet | null) {
  return useQuery<LabelSheet, ApiError>({
    queryKey: labelSheetKey(orderNumber),
    queryFn: () => api.get<LabelSheet>(`${staffOrderPath(orderNumber)}/labels`),
    initialData: initial ?? undefined,
    // Signed codes do not change under a page; a print records its time through the mutation below.
    staleTime: Infinity,
  });
}

export function useLabelsPrinted(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation<{ printedAt: string }, ApiError, LabelsPrintedInput>({
    mutationFn: (input) => api.post<{ printedAt: string }>(`${staffOrderPath(orderNumber)}/labels-printed`, input),
    onSuccess: ({ printedAt }, { serials }) => {
      queryClient.setQueryData<LabelSheet>(
        labelSheetKey(orderNumber),
        (sheet) =>
          sheet && { ...sheet, labels: sheet.labels.map((label) => (serials.includes(label.serial) ? { ...label, labelPrintedAt: printedAt } : label)) },
      );
      return queryClient.invalidateQueries({ queryKey: staffOrderKey(orderNumber) });
    },
  });
}

/** The message of a failed sheet load or print record: the labels API's own key, else the shared messages. */
export function labelsErrorKey(error: unknown): string {
  const { key, errors } = ApiError.from(error);
  const own = key ?? errors[0]?.key;
  if (typeof own === 'string' && own.startsWith('labels:')) return own;
  return errorMessageKey(error);
}
