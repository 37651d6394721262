// The public API's numbers (docs/product/certificates.md#public-api, docs/decisions/0021-public-api.md), written once:
// the meters, the OpenAPI document and the /developers page read them here. Browser-safe.

/** Where version 1 lives; a breaking change gets a new version beside it. */
export const API_V1_BASE = '/api/v1';

/**
 * Without a key, per client address (an IPv4 address, or the /64 of an IPv6 one): a collector checking a few slabs, a
 * page showing a badge. Counted in each instance's memory: with N instances an address may get up to N times as many;
 * the reverse proxy in front enforces one limit for all.
 */
export const KEYLESS_PER_MINUTE = 60;
export const KEYLESS_PER_DAY = 1_000;

/** With a free key, per key and UTC day: a shop or a price site mirroring its stock. Counted in memory, stored every few seconds. */
export const KEYED_PER_DAY = 50_000;

/** Serials per batch request. */
export const MAX_BATCH_SERIALS = 100;

/** Population cards per page (a search by card, or the changes since a time). */
export const POPULATION_PAGE_SIZE = 100;

/** How long a record without a verdict may be kept by a browser or a cache before asking again (ETag). */
export const API_CACHE_SECONDS = 60;

/**
 * The changes feed leaves out changes younger than this: a change is stamped when its transaction starts and seen when
 * it commits, so a mirror reading up to "now" could step over one committing a moment later.
 */
export const CHANGES_SETTLE_SECONDS = 10;
