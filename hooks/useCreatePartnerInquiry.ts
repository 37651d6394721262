// Sends the partner-shop inquiry form to POST /api/partner-inquiries.
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/client/api';
import type { PartnerInquiryInput } from '@/lib/shared/schemas/partner-inquiry';

const URL = '/api/partner-inquiries';

/** `locale` is the page's language: the inquiry is stored with it so staff answer in it. */
export function useCreatePartnerInquiry(locale: string | undefined) {
  return useMutation<{ id: number }, ApiError, PartnerInquiryInput>({
    mutationFn: async (input) => {
      const headers = locale ? { 'Accept-Language': locale } : undefined;
      const created = await api.post<{ id: number } | undefined>(URL, input, { config: { headers } });
      if (!created) throw new ApiError('INTERNAL', `Unexpected response from ${URL}`, 200);
      return created;
    },
  });
}
