// The phone verification dialog (SPEC.md §2, §7): send a code, then check it.
import { useMutation } from '@tanstack/react-query';
import { gatewayClient } from '@/lib/client/http';
import type { ApiEnvelope } from '@/lib/shared/errors';
import type { CheckPhoneCodeInput, SendPhoneCodeInput } from '@/lib/shared/schemas/phone';
import { type ApiError, useInvalidateMember } from './useProfile';

export function useSendPhoneCode() {
  return useMutation<{ phoneNumber: string; expiresAt: string }, ApiError, SendPhoneCodeInput>({
    mutationFn: async (input) => (await gatewayClient.post<ApiEnvelope<{ phoneNumber: string; expiresAt: string }>>('/api/sendVerificationToken', input)).data.data!,
  });
}

export function useCheckPhoneCode() {
  const invalidate = useInvalidateMember();
  return useMutation<{ mbPhone: string }, ApiError, CheckPhoneCodeInput>({
    mutationFn: async (input) => (await gatewayClient.post<ApiEnvelope<{ mbPhone: string }>>('/api/verificationCheck', input)).data.data!,
    onSuccess: () => invalidate(),
  });
}
