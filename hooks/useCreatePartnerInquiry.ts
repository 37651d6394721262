// Sends the partner-shop inquiry form to POST /api/partner-inquiries.
import { useMutation } from '@tanstack/react-query';
import type { AxiosError } from 'axios';
import { gatewayClient } from '@/lib/client/http';
import type { ApiEnvelope } from '@/lib/shared/errors';
import type { PartnerInquiryInput } from '@/lib/shared/schemas/partner-inquiry';

export type PartnerInquiryError = AxiosError<ApiEnvelope<never>>;

/** `locale` is the page's language: the inquiry is stored with it so staff answer in it. */
export function useCreatePartnerInquiry(locale: string | undefined) {
  return useMutation<{ id: number }, PartnerInquiryError, PartnerInquiryInput>({
    mutationFn: async (input) => {
      const headers = locale ? { 'Accept-Language': locale } : undefined;
      const response = await gatewayClient.post<ApiEnvelope<{ id: number }>>('/api/partner-inquiries', input, { headers });
      if (!response.data.data) throw new Error('Unexpected response from /api/partner-inquiries');
      return response.data.data;
    },
  });
}
