// Sends hostile cases to the built app and judges the answers: every answer must be below 500 (a 4xx,
// or a 2xx/3xx when the input happens to be valid), and a failure names the route, method, session,
// class and an excerpt of what was sent and answered.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { FIXTURE_PASSWORD, HOSTILE, type HostileMemberKey } from '../support/e2e-fixtures';
import { fillPattern } from './discover-routes';
import { type HostileCase, describeCase, excerpt } from './hostile-case';
import { sampleJpeg } from './multipart';
import { type Method, NEW_PASSWORD, type RouteSpec, type Samples } from './route-table';
import { encodedParams, queryString, sandboxSignature, seedBody, wireBody } from './seed-request';

type Playwright = PlaywrightWorkerArgs['playwright'];
export type SessionMode = 'anonymous' | 'signed-in';

export function baseUrlOf(testInfo: TestInfo): string {
  return String(testInfo.project.use.baseURL);
}

/**
 * An address in 198.18.0.0/15 (reserved for benchmarks, never a real client), as accounts.ts does: the
 * server trusts X-Forwarded-For (TRUST_PROXY=1), so the per-IP rate limits count per route here and
 * the other e2e tests keep theirs. A 429 is a fine answer to a hostile request.
 */
export function hostileIp(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export function openContext(playwright: Playwright, baseURL: string): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': hostileIp() } });
}

/**
 * POST /api/login as one of the HOSTILE members; the context keeps the session cookies. The password
 * member may still have the password an earlier run's valid PUT /api/member/password gave it (a server
 * reused across runs does not run prepare-db.ts again).
 */
export async function login(ctx: APIRequestContext, baseURL: string, member: HostileMemberKey = 'main'): Promise<void> {
  const email = HOSTILE[member].email;
  let answer = '';
  for (const password of member === 'password' ? [FIXTURE_PASSWORD, NEW_PASSWORD] : [FIXTURE_PASSWORD]) {
    const response = await ctx.post('/api/login', { headers: { origin: new URL(baseURL).origin }, data: { email, password } });
    if (response.status() === 200) return;
    answer = `${response.status()} ${excerpt(await response.text(), 300)}`;
  }
  throw new Error(`Login as ${email} (prepare-db.ts makes this member): ${answer}`);
}

export interface Prepared {
  samples: Samples;
  /** A valid JPEG for the upload routes. */
  jpeg: Buffer;
}

/**
 * Values of HOSTILE.main that only exist once the server runs: its address, a draft, a photo. Playwright
 * starts a new worker after every failed test, which runs this again: the answers are kept in a file
 * for the run, and what the member already has is reused (at most 20 drafts; a reused database keeps
 * them across runs).
 */
export async function prepareSamples(playwright: Playwright, baseURL: string, cacheDir: string): Promise<Prepared> {
  // Playwright empties its output folder when a run starts: the file lives as long as the run.
  const cache = path.join(cacheDir, 'hostile-samples.json');
  if (fs.existsSync(cache)) {
    const saved = JSON.parse(fs.readFileSync(cache, 'utf8')) as { samples: Samples; jpeg: string };
    return { samples: saved.samples, jpeg: Buffer.from(saved.jpeg, 'base64') };
  }
  const prepared = await askServer(playwright, baseURL);
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(cache, JSON.stringify({ samples: prepared.samples, jpeg: prepared.jpeg.toString('base64') }));
  return prepared;
}

async function askServer(playwright: Playwright, baseURL: string): Promise<Prepared> {
  const ctx = await openContext(playwright, baseURL);
  const origin = new URL(baseURL).origin;
  const read = async <T>(label: string, response: APIResponse): Promise<T> => {
    if (!response.ok()) throw new Error(`${label}: ${response.status()} ${excerpt(await response.text(), 300)}`);
    return ((await response.json()) as { data: T }).data;
  };
  try {
    await login(ctx, baseURL);
    const addresses = await read<{ id: number; isDefault: boolean }[]>('GET /api/member/addresses', await ctx.get('/api/member/addresses'));
    const address = addresses.find((entry) => entry.isDefault) ?? addresses[0];
    if (!address) throw new Error(`${HOSTILE.main.email} has no address (prepare-db.ts)`);
    // A member keeps at most 20 addresses (the fuzzed POST adds some): then any other one will do.
    const created = await ctx.post('/api/member/addresses', {
      headers: { origin },
      data: { nickname: 'Spare', recipient: 'Lin Hostile', phone: '0912-345-678', address: 'No. 2, Taipei' },
    });
    const spare = created.ok() ? ((await created.json()) as { data: { id: number } }).data : (addresses.find((entry) => entry.id !== address.id) ?? address);
    const jpeg = await sampleJpeg();
    const photos = await read<{ id: number }[]>('GET /api/photos', await ctx.get('/api/photos'));
    const photo =
      photos[0] ??
      (await read<{ id: number }>(
        'POST /api/photos',
        await ctx.post('/api/photos', {
          headers: { origin },
          multipart: { file: { name: 'card.jpg', mimeType: 'image/jpeg', buffer: jpeg }, cardsInPhoto: '1' },
        }),
      ));
    const drafts = await read<{ id: number }[]>('GET /api/orders/drafts', await ctx.get('/api/orders/drafts'));
    const draft =
      drafts[0] ??
      (await read<{ id: number }>(
        'POST /api/orders/drafts',
        await ctx.post('/api/orders/drafts', {
          headers: { origin },
          data: { submitType: 'GENERAL', currency: 'TWD', lines: [{ cardCategory: 'POKEMON', playerName: 'Pikachu', quantity: 1 }] },
        }),
      ));
    const order = await read<{ totalAmount: number }>(
      'GET the callback payment’s order',
      await ctx.get(`/api/orders/${HOSTILE.payments.callback.orderNumber}`),
    );
    // An album to fuzz (issue #25); a member keeps at most 100, so an earlier run's will do.
    const albumCreated = await ctx.post('/api/member/albums', { headers: { origin }, data: { name: 'Hostile album', description: '' } });
    const album = albumCreated.ok()
      ? ((await albumCreated.json()) as { data: { id: number } }).data
      : (await read<{ id: number }[]>('GET /api/member/albums', await ctx.get('/api/member/albums')))[0]!;
    const runId = `${Date.now().toString(36)}${randomInt(1000, 10_000)}`;
    return {
      samples: {
        addressId: address.id,
        spareAddressId: spare.id,
        draftId: draft.id,
        photoId: photo.id,
        callbackAmount: order.totalAmount,
        albumId: album.id,
        runId,
      },
      jpeg,
    };
  } finally {
    await ctx.dispose();
  }
}

/** Stand-ins where only the shape matters (the calls that are refused before they look at ids). */
export const PLACEHOLDER: Prepared = {
  samples: { addressId: 1, spareAddressId: 1, draftId: 1, photoId: 1, callbackAmount: 1, albumId: 1, runId: 'placeholder' },
  jpeg: Buffer.alloc(0),
};

export interface Runner {
  ctx: APIRequestContext;
  route: string;
  spec: RouteSpec;
  prepared: Prepared;
  origin: string;
  mode: SessionMode;
  sent: number;
  failures: string[];
}

export interface Answer {
  status: number | null;
  text: string;
  headers: Record<string, string>;
}

/** Sends one case: the seed request of its method with the case's changes. */
export async function send(runner: Runner, c: HostileCase): Promise<Answer & { url: string; bodyText: string | Buffer }> {
  const { spec, prepared } = runner;
  const method = c.method as Method;
  const urlPath = fillPattern(runner.route, { ...encodedParams(spec, prepared.samples), ...c.params });
  const query = c.query ?? (method === 'GET' ? queryString(spec.methods.GET?.query ?? {}) : '');
  const seed = seedBody(spec, method, prepared.samples);
  const body = c.body ?? (seed === undefined ? undefined : wireBody(spec.body, seed, prepared.jpeg));
  const headers: Record<string, string> = {};
  if (body?.contentType) headers['content-type'] = body.contentType;
  const origin = c.origin === undefined ? (method === 'GET' ? null : runner.origin) : c.origin;
  if (origin) headers.origin = origin;
  if (spec.body === 'signed' && body && c.signature !== 'none') headers['x-sandbox-signature'] = c.signature ?? sandboxSignature(body.text);
  // The public API's key (issue #22): signed-in runs present it, anonymous ones go without.
  if (spec.apiKey && runner.mode === 'signed-in') headers.authorization = `Bearer ${HOSTILE.apiKey}`;
  Object.assign(headers, c.headers);
  const url = query ? `${urlPath}?${query}` : urlPath;
  const bodyText = body?.text ?? '';
  for (let attempt = 1; ; attempt++) {
    runner.sent++;
    try {
      // As bytes: given a string that does not parse with a JSON content type, Playwright sends it JSON-encoded (a valid
      // string literal), so a "malformed JSON" case never reached the server malformed.
      const data = typeof body?.text === 'string' ? Buffer.from(body.text, 'utf8') : body?.text;
      const response = await runner.ctx.fetch(url, { method: c.method, headers, data, maxRedirects: 0, failOnStatusCode: false, timeout: 30_000 });
      return { status: response.status(), text: await response.text().catch(() => ''), headers: response.headers(), url, bodyText };
    } catch (error) {
      const message = (error as Error).message.split('\n')[0] ?? '';
      const reset = /ECONNRESET|EPIPE|socket hang up/.test(message);
      // A route that reads the raw stream stops at its limit and answers 413 while the client still
      // sends: the connection is closed under a large body. That is a refusal, not a crash.
      if (reset && readsRawStream(spec) && Buffer.byteLength(bodyText) > RAW_BODY_LIMIT)
        return { status: 413, text: `connection closed under a ${Buffer.byteLength(bodyText)}-byte body`, headers: {}, url, bodyText };
      // Another request's closed keep-alive connection: once more on a fresh one.
      if (reset && attempt === 1) continue;
      return { status: null, text: message, headers: {}, url, bodyText };
    }
  }
}

/** The smallest body limit of the routes that read the raw stream (the payment callback's 64 KiB). */
const RAW_BODY_LIMIT = 64 * 1024;
const readsRawStream = (spec: RouteSpec) => spec.body === 'signed' || spec.body === 'multipart';

/**
 * Sends the case; `failure` says why the answer is wrong: a 5xx, or no answer at all. Failures are
 * also kept on the runner.
 */
export async function check(runner: Runner, c: HostileCase): Promise<{ status: number | null; failure: string | null }> {
  const answer = await send(runner, c);
  if (answer.status !== null && answer.status < 500 && (!c.refused || isRefusal(answer))) return { status: answer.status, failure: null };
  const failure = [
    `${runner.mode} ${c.method} ${runner.route} ${describeCase(c)} → ${answer.status ?? 'no answer'}: ${excerpt(answer.text, 200)}`,
    `      sent ${excerpt(answer.url, 160)} body ${excerpt(answer.bodyText, 160)}`,
  ].join('\n');
  runner.failures.push(failure);
  return { status: answer.status, failure };
}

/** A 4xx whose body is the API's envelope with an error code (issue #24: refusals included, never plain text). */
function isRefusal(answer: Answer): boolean {
  if (answer.status === null || answer.status < 400 || answer.status >= 500) return false;
  try {
    const body = JSON.parse(answer.text) as { code?: unknown; message?: unknown };
    return typeof body.code === 'string' && body.code !== 'OK' && typeof body.message === 'string';
  } catch {
    return false;
  }
}

/** Runs `work` over `items` with at most `size` at a time (the server is the bottleneck, not the client). */
export async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The failures of one route's test, the first `max` in full. */
export function report(route: string, failures: readonly string[], sent: number, max = 40): string {
  const shown = failures.slice(0, max).join('\n');
  const more = failures.length > max ? `\n…and ${failures.length - max} more` : '';
  const requests = failures.filter((line) => !line.startsWith(' ')).length;
  return `${requests} of ${sent} hostile requests to ${route} got a 5xx, no answer, or a refusal without the envelope:\n${shown}${more}`;
}
