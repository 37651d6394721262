// Social login providers (docs/product/accounts.md#social-login: Facebook, Kakao, LINE by standard OAuth 2.0).
// Everything that differs between a real provider and the local mock server is configuration: client id and secret,
// and the three endpoints (docs/decisions/0004-social-login.md). A provider without a client id is off.
// No arctic import here: the login page imports this file and must not pull the OAuth client in.
import type { IncomingMessage } from 'node:http';
import type { SocialProvider } from '@/lib/server/db/generated/enums';

export const OAUTH_PROVIDERS = ['facebook', 'kakao', 'line'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

interface ProviderDefaults {
  db: SocialProvider;
  authorizeUrl: string;
  tokenUrl: string;
  /** Facebook Graph /me, Kakao /v2/user/me, LINE's id_token verification (the only source of the e-mail). */
  userinfoUrl: string;
  scopes: string[];
  /** Kakao and Facebook document a comma-separated scope list, LINE a space-separated one. */
  scopeSeparator: string;
  /** LINE binds the id_token to the request with a nonce. */
  nonce: boolean;
}

const DEFAULTS: Record<OAuthProviderName, ProviderDefaults> = {
  facebook: {
    db: 'FACEBOOK',
    // Unversioned endpoints use the app's default Graph API version (set in the Meta dashboard).
    authorizeUrl: 'https://www.facebook.com/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scopes: ['public_profile', 'email'],
    scopeSeparator: ',',
    nonce: false,
  },
  kakao: {
    db: 'KAKAO',
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    userinfoUrl: 'https://kapi.kakao.com/v2/user/me',
    scopes: ['profile_nickname', 'account_email'],
    scopeSeparator: ',',
    nonce: false,
  },
  line: {
    db: 'LINE',
    authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
    tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
    userinfoUrl: 'https://api.line.me/oauth2/v2.1/verify',
    scopes: ['openid', 'profile', 'email'],
    scopeSeparator: ' ',
    nonce: true,
  },
};

export interface ProviderConfig extends ProviderDefaults {
  name: OAuthProviderName;
  clientId: string;
  clientSecret: string;
}

const env = (name: OAuthProviderName, key: string) => process.env[`OAUTH_${name.toUpperCase()}_${key}`]?.trim() || undefined;

export function isOAuthProvider(value: unknown): value is OAuthProviderName {
  return typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** The provider's configuration, or null when it is unknown or has no client id (disabled). */
export function providerConfig(name: unknown): ProviderConfig | null {
  if (!isOAuthProvider(name)) return null;
  const clientId = env(name, 'CLIENT_ID');
  if (!clientId) return null;
  const defaults = DEFAULTS[name];
  return {
    ...defaults,
    name,
    clientId,
    clientSecret: env(name, 'CLIENT_SECRET') ?? '',
    authorizeUrl: env(name, 'AUTHORIZE_URL') ?? defaults.authorizeUrl,
    tokenUrl: env(name, 'TOKEN_URL') ?? defaults.tokenUrl,
    userinfoUrl: env(name, 'USERINFO_URL') ?? defaults.userinfoUrl,
  };
}

/** Providers whose buttons the login and sign-up pages show (for their getServerSideProps). */
export function enabledProviders(): OAuthProviderName[] {
  return OAUTH_PROVIDERS.filter((name) => providerConfig(name) !== null);
}

export function providerFromDb(value: SocialProvider): OAuthProviderName {
  return value.toLowerCase() as OAuthProviderName;
}

/** The SocialAccount.provider value of a provider name (also for a provider disabled since). */
export function providerToDb(name: OAuthProviderName): SocialProvider {
  return DEFAULTS[name].db;
}

const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/;

/**
 * The site's origin for redirect URIs: the first APP_ORIGIN (set it in production), else the request's
 * own host. A forged Host header only yields a redirect URI the provider has not registered.
 */
export function appOrigin(req: IncomingMessage): string | null {
  const configured = (process.env.APP_ORIGIN ?? '').split(',')[0]?.trim();
  if (configured) return configured.replace(/\/$/, '');
  const host = String(req.headers.host ?? '');
  if (!HOST.test(host)) return null;
  const forwarded =
    process.env.TRUST_PROXY === '1'
      ? String(req.headers['x-forwarded-proto'] ?? '')
          .split(',')[0]
          ?.trim()
      : '';
  const encrypted = Boolean((req.socket as { encrypted?: boolean } | undefined)?.encrypted);
  const proto = forwarded === 'https' || forwarded === 'http' ? forwarded : encrypted ? 'https' : 'http';
  return `${proto}://${host}`;
}

export function callbackUri(origin: string, name: OAuthProviderName): string {
  return `${origin}/api/oauth/${name}/callback`;
}
