// The phone verification dialog (docs/product/accounts.md#phone-verification,
// docs/product/accounts.md#account-api-calls): send a code, then check it.
import { useMutation } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { CheckPhoneCodeInput, SendPhoneCodeInput } from '@/lib/shared/schemas/phone';
import { useInvalidateMember } from './useProfile';

export function useSendPhoneCode() {
  return useMutation<{ phoneNumber: string; expiresAt: string }, ApiError, SendPhoneCodeInput>({
    mutationFn: (input) => api.post<{ phoneNumber: string; expiresAt: string }>('/api/sendVerificationToken', input),
  });
}

export function useCheckPhoneCode() {
  const invalidate = useInvalidateMember();
  return useMutation<{ mbPhone: string }, ApiError, CheckPhoneCodeInput>({
    mutationFn: (input) => api.post<{ mbPhone: string }>('/api/verificationCheck', input),
    onSuccess: () => invalidate(),
  });
}
