// Forgot password (POST /brg/api/auth/send-password-change-email) and the reset by e-mailed link
// (PATCH /brg/api/auth/password-by-mail), docs/product/accounts.md#account-api-calls.
import { useMutation } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { ForgotPasswordInput, ResetPasswordInput } from '@/lib/shared/schemas/password';

export function useSendPasswordChangeEmail() {
  return useMutation<{ email: string }, ApiError, ForgotPasswordInput>({
    mutationFn: (input) => api.post<{ email: string }>('/api/auth/send-password-change-email', input, { client: 'brg' }),
  });
}

export function useResetPasswordByMail() {
  return useMutation<{ email: string }, ApiError, ResetPasswordInput>({
    mutationFn: (input) => api.patch<{ email: string }>('/api/auth/password-by-mail', input, { client: 'brg' }),
  });
}
