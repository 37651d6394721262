// Forgot password (POST /brg/api/auth/send-password-change-email) and the reset by e-mailed link
// (PATCH /brg/api/auth/password-by-mail), SPEC.md §7.
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '@/components/auth/api-error';
import { brgClient } from '@/lib/client/http';
import type { ApiEnvelope } from '@/lib/shared/errors';
import type { ForgotPasswordInput, ResetPasswordInput } from '@/lib/shared/schemas/password';

export function useSendPasswordChangeEmail() {
  return useMutation<{ email: string }, ApiError, ForgotPasswordInput>({
    mutationFn: async (input) => {
      const response = await brgClient.post<ApiEnvelope<{ email: string }>>('/api/auth/send-password-change-email', input);
      return response.data.data!;
    },
  });
}

export function useResetPasswordByMail() {
  return useMutation<{ email: string }, ApiError, ResetPasswordInput>({
    mutationFn: async (input) => {
      const response = await brgClient.patch<ApiEnvelope<{ email: string }>>('/api/auth/password-by-mail', input);
      return response.data.data!;
    },
  });
}
