// POST /api/oauth/<provider>/callback from /social/link and /social/agree: the step that finishes a
// pending social sign-in. On success the user query is refetched so the header sees the new session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/client/api';
import type { SignInOutcome } from '@/lib/server/oauth/open-social-session';
import type { OAuthProviderName } from '@/lib/server/oauth/providers';
import type { SocialAgreeInput, SocialLinkInput } from '@/lib/shared/schemas/social';
import { USER_QUERY_KEY } from './useUser';

export function useFinishSocialSignIn(provider: OAuthProviderName) {
  const queryClient = useQueryClient();
  return useMutation<SignInOutcome, ApiError, SocialLinkInput | SocialAgreeInput>({
    mutationFn: (input) => api.post<SignInOutcome>(`/api/oauth/${provider}/callback`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
