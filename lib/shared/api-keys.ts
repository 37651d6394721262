// Members' keys to the public API (docs/product/certificates.md#public-api): what the account page shows and the
// limits it states. Browser-safe; the key itself is made and checked in lib/server/api-keys/.

/** Live (unrevoked) keys a member may hold at once: one per program, a few spare. */
export const MAX_LIVE_API_KEYS = 10;
export const API_KEY_NAME_MAX = 40;

/** A key as its owner sees it in the list: never the key itself, only its first characters. */
export interface ApiKeyView {
  id: number;
  name: string;
  /** `cgk_` and the key's first characters, so the member can tell keys apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The answer to creating a key: the only time the whole key is shown. */
export interface CreatedApiKey {
  apiKey: ApiKeyView;
  key: string;
}

export const API_KEY_ERRORS = {
  wrongType: 'apiKeys:errors.wrongType',
  nameRequired: 'apiKeys:errors.nameRequired',
  nameTooLong: 'apiKeys:errors.nameTooLong',
  limit: 'apiKeys:errors.limit',
  notFound: 'apiKeys:errors.notFound',
} as const;
