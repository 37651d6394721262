// The limit of what a Node HTTP server can do here: answers every request with the bytes and headers
// it is sent over IPC (what the app answered for a page), doing no other work. Run as a child process
// so it does not share an event loop with the load generator, just as the app does not.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Page {
  body: string; // base64
  headers: Record<string, string | string[]>;
}

process.once('message', (page: Page) => {
  const body = Buffer.from(page.body, 'base64');
  const headers = { ...page.headers, 'content-length': String(body.length) };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
});
process.on('disconnect', () => process.exit(0));
