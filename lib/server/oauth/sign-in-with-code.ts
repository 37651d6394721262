// POST /api/facebook/oauth and /brg/api/oauth/<provider> (docs/product/accounts.md#account-api-calls): a client that
// received the code on its own page posts { code, state, redirectUri }. Same rules as the GET callback; the answer
// says where to go next: home, dormancy, link (confirm with password) or agree (required agreements). The
// route has read (and spends) this browser's flow cookie.
import type { Db } from '@/lib/server/db/client';
import { type CodeInput, completeOAuthFlow } from './complete-oauth-flow';
import { providerNotFound } from './enabled-provider';
import type { FlowState } from './flow-cookies';
import type { OAuthRequest } from './oauth-request';
import type { SignInResult } from './open-social-session';
import { type OAuthProviderName, providerConfig } from './providers';

export async function signInWithCode(
  db: Db,
  provider: OAuthProviderName,
  input: CodeInput,
  flow: FlowState | null,
  request: OAuthRequest,
): Promise<SignInResult> {
  if (!providerConfig(provider)) throw providerNotFound();
  return completeOAuthFlow(db, provider, input, flow, request);
}
