// The authorization-code flow with PKCE (S256) against any provider's configured endpoints. arctic's
// provider classes hard-code the real endpoints, so the generic OAuth2Client builds the authorization
// URL. The code exchange is posted here because OAuth2Client authenticates with HTTP Basic, while
// Facebook, Kakao and LINE document client_id and client_secret in the form body (client_secret_post).
import { createHmac } from 'node:crypto';
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, OAuth2Tokens, generateCodeVerifier, generateState } from 'arctic';
import { type SocialProfile, parseProfile } from './profile';
import type { ProviderConfig } from './providers';

const TIMEOUT_MS = 10_000;

export interface FlowSecrets {
  state: string;
  verifier: string;
  nonce: string | null;
}

export function newFlowSecrets(config: ProviderConfig): FlowSecrets {
  return { state: generateState(), verifier: generateCodeVerifier(), nonce: config.nonce ? generateState() : null };
}

export function authorizationUrl(config: ProviderConfig, redirectUri: string, secrets: FlowSecrets): URL {
  const client = new OAuth2Client(config.clientId, null, redirectUri);
  const url = client.createAuthorizationURLWithPKCE(config.authorizeUrl, secrets.state, CodeChallengeMethod.S256, secrets.verifier, []);
  url.searchParams.set('scope', config.scopes.join(config.scopeSeparator));
  if (secrets.nonce) url.searchParams.set('nonce', secrets.nonce);
  return url;
}

/** A provider answered with something other than what the flow needs (logged, never shown). */
export class ProviderResponseError extends Error {
  constructor(step: 'token' | 'profile', status: number, detail?: string) {
    super(`OAuth ${step} request failed (${status}${detail ? `: ${detail}` : ''})`);
    this.name = 'ProviderResponseError';
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

const errorField = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string' ? (data as { error: string }).error : undefined;

function post(url: string, body: URLSearchParams): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

export async function exchangeCode(config: ProviderConfig, code: string, verifier: string, redirectUri: string): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: config.clientId, code_verifier: verifier });
  if (config.clientSecret) body.set('client_secret', config.clientSecret);
  const response = await post(config.tokenUrl, body);
  const data = await readJson(response);
  const error = errorField(data);
  if (error) throw new OAuth2RequestError(error, null, null, null);
  if (!response.ok || typeof data !== 'object' || data === null) throw new ProviderResponseError('token', response.status);
  const tokens = new OAuth2Tokens(data);
  tokens.accessToken(); // throws when the answer has no access token
  return tokens;
}

/** The member's provider id, verified e-mail and name; null when the answer is not a usable profile. */
export async function fetchProfile(config: ProviderConfig, tokens: OAuth2Tokens, nonce: string | null): Promise<SocialProfile | null> {
  let response: Response;
  if (config.name === 'line') {
    // The e-mail exists only in the id_token; LINE's verify endpoint checks its signature, audience,
    // expiry and nonce and answers with the claims.
    const body = new URLSearchParams({ id_token: tokens.idToken(), client_id: config.clientId });
    if (nonce) body.set('nonce', nonce);
    response = await post(config.userinfoUrl, body);
  } else {
    const accessToken = tokens.accessToken();
    const url = new URL(config.userinfoUrl);
    // Graph API calls signed with the app secret (required when "Require App Secret" is on, harmless otherwise).
    if (config.name === 'facebook' && config.clientSecret) {
      url.searchParams.set('appsecret_proof', createHmac('sha256', config.clientSecret).update(accessToken).digest('hex'));
    }
    response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }
  const data = await readJson(response);
  if (!response.ok) throw new ProviderResponseError('profile', response.status, errorField(data));
  return parseProfile(config.name, data, { clientId: config.clientId, nonce });
}
