// Sign-up and its e-mail verification: POST /brg/api/member/signup, /brg/api/member/resend-verification
// and /api/verifyEmailCode. The page's language goes as Accept-Language: the member's e-mails use it.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { type ApiError, api } from '@/lib/client/api';
import type { SignupInput } from '@/lib/shared/schemas/signup';

const languageHeader = (locale: string | undefined) => (locale ? { 'Accept-Language': locale } : undefined);

export function useSignup() {
  const { locale } = useRouter();
  return useMutation<{ email: string; created: boolean }, ApiError, SignupInput>({
    mutationFn: (input) =>
      api.post<{ email: string; created: boolean }>('/api/member/signup', input, { client: 'brg', config: { headers: languageHeader(locale) } }),
  });
}

export function useResendVerification() {
  return useMutation<{ email: string }, ApiError, { email: string }>({
    mutationFn: (input) => api.post<{ email: string }>('/api/member/resend-verification', input, { client: 'brg' }),
  });
}

export function useVerifyEmailCode() {
  return useMutation<{ email: string; mbStatus: string }, ApiError, { email: string; code: string }>({
    mutationFn: (input) => api.post<{ email: string; mbStatus: string }>('/api/verifyEmailCode', input),
  });
}
