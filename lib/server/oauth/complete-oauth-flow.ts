// The second half of the authorization-code flow, shared by the GET callback and the POST endpoints:
// the state must match the one this browser's flow cookie holds, the redirect URI must be the one the
// flow used, then the code is exchanged (with the PKCE verifier) and the profile fetched.
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import { SocialLoginError } from './errors';
import type { FlowState } from './flow-cookies';
import { exchangeCode, fetchProfile } from './oauth-client';
import type { OAuthRequest } from './oauth-request';
import type { SignInResult } from './open-social-session';
import type { SocialProfile } from './profile';
import { type OAuthProviderName, providerConfig } from './providers';
import { resolveSocialSignIn } from './resolve-social-sign-in';

export interface CodeInput {
  code: string;
  state: string;
  redirectUri: string;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function completeOAuthFlow(
  db: Db,
  provider: OAuthProviderName,
  input: CodeInput,
  flow: FlowState | null,
  request: OAuthRequest,
): Promise<SignInResult> {
  const config = providerConfig(provider);
  if (!config || !flow || flow.provider !== provider) throw new SocialLoginError('connectFailed', provider);
  if (!sameSecret(input.state, flow.state) || input.redirectUri !== flow.redirectUri) throw new SocialLoginError('connectFailed', provider);

  let profile: SocialProfile | null;
  try {
    const tokens = await exchangeCode(config, input.code, flow.verifier, flow.redirectUri);
    profile = await fetchProfile(config, tokens, flow.nonce);
  } catch (error) {
    // A refused code, a provider outage or a misconfiguration: one line for the operator, no stack.
    console.warn(`[social-login] ${provider}: ${error instanceof Error ? `${error.name}: ${error.message}` : 'failed'}`);
    throw new SocialLoginError('connectFailed', provider);
  }
  if (!profile) {
    console.warn(`[social-login] ${provider}: unusable profile answer`);
    throw new SocialLoginError('connectFailed', provider);
  }
  return resolveSocialSignIn(db, config, flow, profile, request);
}
