// Provider answers → one profile shape. Pure functions: anything unexpected gives null (the caller shows
// 'Fail to connect with social account.'), and an e-mail the provider has not verified counts as none.
import { NICK_MAX, nickField } from '@/lib/shared/schemas/auth-fields';
import type { OAuthProviderName } from './providers';

export interface SocialProfile {
  id: string;
  email: string | null;
  name: string | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function cleanId(value: unknown): string | null {
  const id = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof id === 'string' && /^[A-Za-z0-9_.:-]{1,128}$/.test(id) ? id : null;
}

function cleanEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

function cleanName(...values: unknown[]): string | null {
  for (const value of values) {
    // Control characters never reach the database or a page.
    const name =
      typeof value === 'string'
        ? value
            .replace(/[\u0000-\u001f\u007f]/g, '')
            .trim()
            .slice(0, 100)
        : '';
    if (name) return name;
  }
  return null;
}

/** Graph API /me?fields=id,name,email: Facebook returns only a confirmed e-mail, and none without the permission. */
export function parseFacebookProfile(data: unknown): SocialProfile | null {
  if (!isObject(data)) return null;
  const id = cleanId(data.id);
  return id ? { id, email: cleanEmail(data.email), name: cleanName(data.name) } : null;
}

/** Kakao /v2/user/me: the e-mail counts only when Kakao says it is valid and verified. */
export function parseKakaoProfile(data: unknown): SocialProfile | null {
  if (!isObject(data)) return null;
  const id = cleanId(data.id);
  if (!id) return null;
  const account = isObject(data.kakao_account) ? data.kakao_account : {};
  const profile = isObject(account.profile) ? account.profile : {};
  const properties = isObject(data.properties) ? data.properties : {};
  const verified = account.is_email_valid !== false && account.is_email_verified === true;
  return { id, email: verified ? cleanEmail(account.email) : null, name: cleanName(profile.nickname, properties.nickname, account.name) };
}

/**
 * LINE's id_token claims as its verify endpoint returns them. The audience must be our channel and the
 * nonce the one this browser's flow sent; LINE returns an e-mail only when the member shared a verified one.
 */
export function parseLineClaims(data: unknown, expected: { clientId: string; nonce: string | null }): SocialProfile | null {
  if (!isObject(data)) return null;
  const id = cleanId(data.sub);
  const audience = Array.isArray(data.aud) ? data.aud : [data.aud];
  if (!id || !audience.includes(expected.clientId)) return null;
  if (expected.nonce !== null && data.nonce !== expected.nonce) return null;
  return { id, email: cleanEmail(data.email), name: cleanName(data.name) };
}

export function parseProfile(provider: OAuthProviderName, data: unknown, expected: { clientId: string; nonce: string | null }): SocialProfile | null {
  if (provider === 'facebook') return parseFacebookProfile(data);
  if (provider === 'kakao') return parseKakaoProfile(data);
  return parseLineClaims(data, expected);
}

/**
 * mbNick from the provider's name, reduced to the nickname rule of docs/product/accounts.md#field-rules (Korean,
 * Chinese, English letters or digits, 2 to 32). Nothing usable left → the provider's name and the id's last digits.
 */
export function nickFromName(name: string | null, provider: OAuthProviderName, id: string): string {
  const letters = (name ?? '').replace(/[^\p{Script=Hangul}\p{Script=Han}A-Za-z0-9]/gu, '');
  const candidate = Array.from(letters).slice(0, NICK_MAX).join('');
  if (nickField().isValidSync(candidate)) return candidate;
  return `${provider}${id.replace(/[^A-Za-z0-9]/g, '').slice(-8)}`.slice(0, NICK_MAX);
}
