// Helpers of the population report's tests (issue #22): cards put straight into the counters (the search reads nothing
// else), a route called in-process with the pass cookie and its raw answer (the CSV is no JSON), and a pass obtained
// the way the page obtains one.
import type { NextApiRequest, NextApiResponse } from 'next';
import { createMocks } from 'node-mocks-http';
import type { Db } from '@/lib/server/db/client';
import type { CardCategory } from '@/lib/server/db/generated/enums';
import { PASS_COOKIE } from '@/lib/server/population/population-pass';
import { canonicalCard, cardSearchKeys } from '@/lib/shared/certificates/same-card';
import passRoute from '@/pages/api/population/pass';
import { callApi } from '@/tests/helpers/api';
import { solvedCaptcha } from '@/tests/helpers/captcha';

export interface TestCard {
  cardCategory?: CardCategory;
  year?: number | null;
  brand?: string | null;
  setName?: string | null;
  cardNumber?: string | null;
  playerName: string;
  counts: Record<string, number>;
  lastChangedAt?: Date;
}

/** A population card with its counters, as publishing its certificates would have left them. Returns its id. */
export async function insertCard(db: Db, card: TestCard): Promise<number> {
  const identity = {
    cardCategory: card.cardCategory ?? 'POKEMON',
    year: card.year ?? null,
    brand: card.brand ?? null,
    setName: card.setName ?? null,
    cardNumber: card.cardNumber ?? null,
    playerName: card.playerName,
  };
  const total = Object.values(card.counts).reduce((sum, count) => sum + count, 0);
  const created = await db.populationCard.create({
    data: { ...identity, cardKey: canonicalCard(identity), ...cardSearchKeys(identity), total, lastChangedAt: card.lastChangedAt ?? new Date() },
  });
  await db.populationCount.createMany({ data: Object.entries(card.counts).map(([grade, count]) => ({ cardId: created.id, grade, count })) });
  return created.id;
}

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

export interface RawAnswer {
  status: number;
  headers: Record<string, unknown>;
  text: string;
  /** The JSON envelope, when the answer is one. */
  json: { code: string; message: string; key?: string; data?: unknown; errors?: { path: string; key: string }[] } | null;
}

/** A GET of a population route with the pass cookie (when given), as the page's browser sends it. */
export async function getRoute(handler: Handler, query: Record<string, string>, pass?: string): Promise<RawAnswer> {
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>({
    method: 'GET',
    query,
    cookies: pass ? { [PASS_COOKIE]: pass } : {},
    headers: { host: 'localhost:3000', 'user-agent': 'jest' },
  });
  Object.defineProperty(req, 'socket', { value: { remoteAddress: '198.51.100.20' } });
  await handler(req, res);
  const raw: unknown = res._getData();
  const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw ?? '');
  let json: RawAnswer['json'] = null;
  try {
    json = JSON.parse(text) as RawAnswer['json'];
  } catch {
    json = null;
  }
  return { status: res._getStatusCode(), headers: res._getHeaders(), text, json };
}

/** The pass token a solved proof of work buys (POST /api/population/pass), read from its Set-Cookie. */
export async function obtainPass(ip = '198.51.100.20'): Promise<{ token: string; cookie: string; expiresAt: string }> {
  const answer = await callApi<{ expiresAt: string }>(passRoute, { method: 'POST', body: { captcha: await solvedCaptcha('population', ip) }, ip });
  if (answer.status !== 200) throw new Error(`POST /api/population/pass answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const cookie = answer.setCookies.find((line) => line.startsWith(`${PASS_COOKIE}=`))!;
  return { token: decodeURIComponent(cookie.split(';')[0]!.slice(PASS_COOKIE.length + 1)), cookie, expiresAt: answer.body.data!.expiresAt };
}
