// POST /api/oauth/<provider>/callback from /social/link and /social/agree: the step that finishes a
// pending social sign-in. On success the user query is refetched so the header sees the new session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/components/auth/api-error';
import { apiErrorKey } from '@/components/auth/api-error';
import { USER_QUERY_KEY } from '@/hooks/useUser';
import { gatewayClient } from '@/lib/client/http';
import type { SignInOutcome } from '@/lib/server/oauth/open-social-session';
import type { OAuthProviderName } from '@/lib/server/oauth/providers';
import type { SocialAgreeInput, SocialLinkInput } from '@/lib/server/oauth/schemas';
import type { ApiEnvelope } from '@/lib/shared/errors';
import { safeReturnUrl } from '@/lib/shared/routes';

export function useFinishSocialSignIn(provider: OAuthProviderName) {
  const queryClient = useQueryClient();
  return useMutation<SignInOutcome, ApiError, SocialLinkInput | SocialAgreeInput>({
    mutationFn: async (input) => {
      const response = await gatewayClient.post<ApiEnvelope<SignInOutcome>>(`/api/oauth/${provider}/callback`, input);
      return response.data.data!;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

/** Where the member goes once signed in (SPEC.md §2: a dormant member to /dormancy). */
export function nextPage(outcome: SignInOutcome): string {
  return outcome.next === 'dormancy' ? '/dormancy' : safeReturnUrl(outcome.returnUrl);
}

/** The message of a refusal: the social failures of SPEC.md §8, else the shared auth messages. */
export function socialErrorKey(error: unknown): string {
  return apiErrorKey(error, { BAD_REQUEST: 'social:errors.connectFailed', FORBIDDEN: 'social:errors.withdrawn', CONFLICT: 'social:errors.linkFailed' });
}
