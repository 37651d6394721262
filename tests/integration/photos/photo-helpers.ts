// Helpers of the photo tests: the photo routes behind a real HTTP server (so busboy reads a real
// multipart stream, built by fetch's FormData as a browser does), signed-in members, a temporary
// UPLOAD_DIR per test file.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { Db } from '@/lib/server/db/client';
import type { Member, Prisma } from '@/lib/server/db/generated/client';
import { setSessionCookies } from '@/lib/server/auth/session-cookies';
import { startSession } from '@/lib/server/auth/start-session';
import photoRoute from '@/pages/api/photos/[id]';
import photosRoute from '@/pages/api/photos/index';
import { createMember } from '@/tests/factories/member';
import { CookieJar } from '@/tests/helpers/api';

export interface PhotoServer {
  origin: string;
  close(): Promise<void>;
}

/** NextApiRequest/Response over Node's own objects: query, cookies parsed by the code, status/json. */
function nextify(req: http.IncomingMessage, res: http.ServerResponse, query: Record<string, string>) {
  const apiReq = Object.assign(req, { query, body: undefined }) as unknown as NextApiRequest;
  const apiRes = res as unknown as NextApiResponse;
  apiRes.status = (code: number) => {
    res.statusCode = code;
    return apiRes;
  };
  apiRes.json = (body: unknown) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  };
  apiRes.send = (body: unknown) => {
    res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
  };
  return { apiReq, apiRes };
}

export async function startPhotoServer(): Promise<PhotoServer> {
  const server = http.createServer((req, res) => {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A fresh UPLOAD_DIR for this test file; returns a function that removes it. */
export function useTemporaryUploadDir(): { dir: string; remove(): void } {
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
  const res = { getHeader: (name: string) => headers.get(name.toLowerCase()), setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value) };
  setSessionCookies(res as never, await startSession(db, member, { persistent: false, ip: '127.0.0.1', userAgent: 'jest' }));
  const jar = new CookieJar();
  const cookies = headers.get('set-cookie');
  jar.apply(Array.isArray(cookies) ? cookies.map(String) : []);
  return { member, cookie: Object.entries(jar.cookies).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ') };
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
