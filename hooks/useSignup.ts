// Sign-up and its e-mail verification: POST /brg/api/member/signup, /brg/api/member/resend-verification
// and /api/verifyEmailCode. The page's language goes as Accept-Language: the member's e-mails use it.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import type { ApiError } from '@/components/auth/api-error';
import { brgClient, gatewayClient } from '@/lib/client/http';
import type { ApiEnvelope } from '@/lib/shared/errors';
import type { SignupInput } from '@/lib/shared/schemas/signup';

const languageHeader = (locale: string | undefined) => (locale ? { 'Accept-Language': locale } : undefined);

export function useSignup() {
  const { locale } = useRouter();
  return useMutation<{ email: string; created: boolean }, ApiError, SignupInput>({
    mutationFn: async (input) => {
      const response = await brgClient.post<ApiEnvelope<{ email: string; created: boolean }>>('/api/member/signup', input, { headers: languageHeader(locale) });
      return response.data.data!;
    },
  });
}

export function useResendVerification() {
  return useMutation<{ email: string }, ApiError, { email: string }>({
    mutationFn: async (input) => {
      const response = await brgClient.post<ApiEnvelope<{ email: string }>>('/api/member/resend-verification', input);
      return response.data.data!;
    },
  });
}

export function useVerifyEmailCode() {
  return useMutation<{ email: string; mbStatus: string }, ApiError, { email: string; code: string }>({
    mutationFn: async (input) => {
      const response = await gatewayClient.post<ApiEnvelope<{ email: string; mbStatus: string }>>('/api/verifyEmailCode', input);
      return response.data.data!;
    },
  });
}
