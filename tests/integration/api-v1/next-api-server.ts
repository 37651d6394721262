// The public API behind Next's own API layer (its apiResolver: body parsing, cookies, res.json/send with Next's ETag
// handling) on a real HTTP server, for what only shows on the wire: our weak ETag surviving Next's, 304 without a body,
// the preflight, a JSON body parsed as Next parses it.
import type { NextApiRequest, NextApiResponse } from 'next';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import openapiRoute from '@/pages/api/v1/openapi.json';
import batchRoute from '@/pages/api/v1/certificates/batch';
import certificateRoute from '@/pages/api/v1/certificates/[serial]';
import { type RouteServer, listen } from '@/tests/helpers/route-server';

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

const ROUTES: { pattern: RegExp; route: Route; param?: string }[] = [
  { pattern: /^\/api\/v1\/openapi\.json$/, route: openapiRoute },
  { pattern: /^\/api\/v1\/certificates\/batch$/, route: batchRoute },
  { pattern: /^\/api\/v1\/certificates\/([^/]+)$/, route: certificateRoute, param: 'serial' },
];

export function startNextApiServer(): Promise<RouteServer> {
  return listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const found = ROUTES.map((entry) => ({ entry, match: entry.pattern.exec(url.pathname) })).find(({ match }) => match);
    const query: Record<string, string> = { ...Object.fromEntries(url.searchParams) };
    if (found?.entry.param) query[found.entry.param] = decodeURIComponent(found.match![1]!);
    void apiResolver(
      req,
      res,
      query,
      found ? { default: found.entry.route } : null,
      { previewModeId: 'p'.repeat(16), previewModeEncryptionKey: 'e'.repeat(32), previewModeSigningKey: 's'.repeat(32) } as never,
      false,
      false,
      url.pathname,
    );
  });
}
