// Helpers of the photo tests: the photo routes behind a real HTTP server (tests/helpers/route-server.ts: busboy
// reads a real multipart stream, built by fetch's FormData as a browser does), signed-in members, a temporary
// UPLOAD_DIR per test file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '@/lib/server/db/client';
import type { Member, Prisma } from '@/lib/server/db/generated/client';
import { setSessionCookies } from '@/lib/server/auth/session-cookies';
import { startSession } from '@/lib/server/auth/start-session';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import photoRoute from '@/pages/api/photos/[id]';
import photosRoute from '@/pages/api/photos/index';
import { createMember } from '@/tests/factories/member';
import { CookieJar } from '@/tests/helpers/api';
import { type RouteServer, listen, nextify } from '@/tests/helpers/route-server';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

export type PhotoServer = RouteServer;

/**
 * `env`: variables set as each request starts — another app instance in this process, with its own UPLOAD_DIR
 * (tests/integration/photos/object-storage.int.test.ts). The tests send one request at a time.
 */
export function startPhotoServer(env: Record<string, string | undefined> = {}): Promise<PhotoServer> {
  return listen((req, res) => {
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    const match = /^\/api\/photos(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const { apiReq, apiRes } = nextify(req, res, match[1] === undefined ? query : { ...query, id: decodeURIComponent(match[1]) });
    const route = match[1] === undefined ? photosRoute : photoRoute;
    void route(apiReq, apiRes);
  });
}

export interface UploadWorld {
  testDb: TestDb;
  server: PhotoServer;
  uploads: ReturnType<typeof temporaryUploadDir>;
  /** Stops the server, closes the database and removes the UPLOAD_DIR. */
  close(): Promise<void>;
}

/** What an upload test file runs on: a temporary UPLOAD_DIR, a fresh test database (rate limiters reset) and the server `start` gives. */
export async function openUploadWorld(start: () => Promise<PhotoServer>): Promise<UploadWorld> {
  const uploads = temporaryUploadDir();
  const testDb = await createTestDb();
  resetLimitersForTests();
  const server = await start();
  return {
    testDb,
    server,
    uploads,
    close: async () => {
      await server.close();
      await testDb.close();
      uploads.remove();
    },
  };
}

/** A fresh UPLOAD_DIR for this test file; returns a function that removes it. */
export function temporaryUploadDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardgrade-uploads-'));
  process.env.UPLOAD_DIR = dir;
  return {
    dir,
    remove: () => {
      delete process.env.UPLOAD_DIR;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Signed {
  member: Member;
  cookie: string;
}

export async function signedIn(db: Db, overrides: Partial<Prisma.MemberUncheckedCreateInput> = {}): Promise<Signed> {
  const member = await createMember(db, overrides);
  const headers = new Map<string, unknown>();
  const res = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
  };
  setSessionCookies(res as never, await startSession(db, member, { persistent: false, ip: '127.0.0.1', userAgent: 'jest' }));
  const jar = new CookieJar();
  const cookies = headers.get('set-cookie');
  jar.apply(Array.isArray(cookies) ? cookies.map(String) : []);
  return {
    member,
    cookie: Object.entries(jar.cookies)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; '),
  };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: { code: string; message: string; data?: T; errors?: { path: string; key: string; message: string }[] };
}

export interface UploadOptions {
  cookie?: string;
  cardsInPhoto?: string;
  filename?: string;
  type?: string;
  /** A second file part. */
  extraFile?: Buffer;
  origin?: string;
}

export async function upload<T = unknown>(server: PhotoServer, bytes: Buffer, options: UploadOptions = {}): Promise<ApiAnswer<T>> {
  const form = new FormData();
  if (options.cardsInPhoto !== undefined) form.append('cardsInPhoto', options.cardsInPhoto);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }), options.filename ?? 'card.jpg');
  if (options.extraFile) form.append('file', new Blob([new Uint8Array(options.extraFile)], { type: 'image/jpeg' }), 'second.jpg');
  return call<T>(server, '/api/photos', { method: 'POST', body: form, cookie: options.cookie, origin: options.origin });
}

export async function call<T = unknown>(
  server: PhotoServer,
  pathAndQuery: string,
  options: { method?: string; body?: BodyInit; cookie?: string; origin?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${server.origin}${pathAndQuery}`, {
    method: options.method ?? 'GET',
    body: options.body,
    headers: { origin: options.origin ?? server.origin, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** GET of the image bytes. */
export async function fetchImage(server: PhotoServer, id: number | string, options: { cookie?: string; size?: string } = {}) {
  const query = options.size === undefined ? '' : `?size=${encodeURIComponent(options.size)}`;
  const response = await fetch(`${server.origin}/api/photos/${id}${query}`, { headers: options.cookie ? { cookie: options.cookie } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}
