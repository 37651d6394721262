// API routes behind a real HTTP server, for the tests where the request must be a real one (busboy reads a real
// multipart stream, built by fetch's FormData as a browser does): Next's API layer over Node's own objects, a JSON
// body read as Next would, and a server on a free local port. Used by the photo, certificate scan, profile photo and
// back-office authorisation tests (issue #10).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';

export interface RouteServer {
  origin: string;
  close(): Promise<void>;
}

/** NextApiRequest/Response over Node's objects: the query (path parameters included), the body, status/json/send. */
export function nextify(req: http.IncomingMessage, res: http.ServerResponse, query: NextApiRequest['query'], body?: unknown) {
  const apiReq = Object.assign(req, { query, body }) as unknown as NextApiRequest;
  const apiRes = res as unknown as NextApiResponse;
  apiRes.status = (code: number) => {
    res.statusCode = code;
    return apiRes;
  };
  apiRes.json = (data: unknown) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(data));
  };
  // Next regenerates cached pages here (docs/decisions/0014-static-pages.md); no page cache behind this server.
  apiRes.revalidate = async () => undefined;
  apiRes.send = (data: unknown) => {
    res.end(typeof data === 'string' || Buffer.isBuffer(data) ? data : JSON.stringify(data));
  };
  return { apiReq, apiRes };
}

/** The request's JSON body as Next's body parser gives it: undefined when empty or not sent as JSON. */
export function readJsonBody(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve(text && /json/.test(req.headers['content-type'] ?? '') ? JSON.parse(text) : undefined);
    });
  });
}

/** Serves `handle` on 127.0.0.1 at a free port; close() drops the open connections first. */
export async function listen(handle: http.RequestListener, listenPort = 0): Promise<RouteServer> {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
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
