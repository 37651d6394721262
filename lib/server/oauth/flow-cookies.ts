// The two short-lived cookies of a social sign-in, both signed JWTs (httpOnly, SameSite=Lax) so that any
// app instance can finish a flow another one started (docs/product/README.md#scale-and-deployment: no server-memory
// state):
// - `oauth_flow` (10 min): state, PKCE code_verifier, nonce, returnUrl, intent, redirect URI, locale;
// - `oauth_pending` (15 min): a verified provider profile waiting for the member's password (link) or
//   for the required agreements (sign-up). Nothing is written to the database before that step.
// The signing key is derived from AUTH_SECRET for this purpose only, and each cookie has its own audience,
// so neither can pass for the other or for an access token. Only routes and pages read and set them:
// services take the flow or pending sign-in as a value and hand back what to set (issue #8).
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stringifySetCookie } from 'cookie';
import { type JWTPayload, SignJWT, jwtVerify } from 'jose';
import type { Locale } from '@/lib/shared/locale';
import { readCookie } from '../auth/session';
import { appendSetCookie, setSessionCookies } from '../auth/session-cookies';
import { authSecret, secureCookies } from '../config/env';
import type { SignInCookies } from './open-social-session';
import { type OAuthProviderName, isOAuthProvider } from './providers';

export const FLOW_COOKIE = 'oauth_flow';
export const PENDING_COOKIE = 'oauth_pending';
export const FLOW_SECONDS = 600;
export const PENDING_SECONDS = 900;

export type Intent = 'login' | 'signup' | 'link';

export interface FlowState {
  provider: OAuthProviderName;
  state: string;
  verifier: string;
  nonce: string | null;
  returnUrl: string;
  intent: Intent;
  redirectUri: string;
  locale: Locale;
  /** The signed-in member who asked to link (intent "link"). */
  memberId: number | null;
}

export interface PendingSignIn {
  kind: 'link' | 'signup';
  provider: OAuthProviderName;
  providerUserId: string;
  email: string;
  name: string | null;
  returnUrl: string;
  locale: Locale;
}

const key = () => createHmac('sha256', authSecret()).update('cardgrade/social-login-cookies/v1').digest();
const base = () => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies() });

async function sign(audience: string, payload: object, seconds: number): Promise<string> {
  return new SignJWT({ ...payload } as JWTPayload)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(key());
}

async function verify(audience: string, token: string | undefined): Promise<Record<string, unknown> | null> {
  if (!token || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ['HS256'], audience });
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

export async function setFlowCookie(res: ServerResponse, flow: FlowState): Promise<void> {
  const value = await sign(FLOW_COOKIE, flow, FLOW_SECONDS);
  appendSetCookie(res, [stringifySetCookie({ name: FLOW_COOKIE, value, maxAge: FLOW_SECONDS, ...base() })]);
}

/** The flow this browser started, or null when the cookie is missing, expired or tampered with. */
export async function readFlowCookie(req: IncomingMessage): Promise<FlowState | null> {
  const payload = await verify(FLOW_COOKIE, readCookie(req, FLOW_COOKIE));
  if (!payload || !isOAuthProvider(payload.provider) || typeof payload.state !== 'string' || typeof payload.verifier !== 'string') return null;
  return payload as unknown as FlowState;
}

export async function setPendingCookie(res: ServerResponse, pending: PendingSignIn): Promise<void> {
  const value = await sign(PENDING_COOKIE, pending, PENDING_SECONDS);
  appendSetCookie(res, [stringifySetCookie({ name: PENDING_COOKIE, value, maxAge: PENDING_SECONDS, ...base() })]);
}

export async function readPendingCookie(req: IncomingMessage): Promise<PendingSignIn | null> {
  const payload = await verify(PENDING_COOKIE, readCookie(req, PENDING_COOKIE));
  if (!payload || !isOAuthProvider(payload.provider) || typeof payload.email !== 'string' || typeof payload.providerUserId !== 'string') return null;
  if (payload.kind !== 'link' && payload.kind !== 'signup') return null;
  return payload as unknown as PendingSignIn;
}

export function clearCookie(res: ServerResponse, name: typeof FLOW_COOKIE | typeof PENDING_COOKIE): void {
  appendSetCookie(res, [stringifySetCookie({ name, value: '', maxAge: 0, expires: new Date(0), ...base() })]);
}

/** After a sign-in step returned (its transaction committed): the session's cookies, or the pending one. */
export async function setSignInCookies(res: ServerResponse, cookies: SignInCookies): Promise<void> {
  if (cookies.session) setSessionCookies(res, cookies.session);
  if (cookies.pending) await setPendingCookie(res, cookies.pending);
}
