/** @jest-environment node */
// A clean stop lets keep-alive connections go (shutdown.ts, issue #23): a file of its own, as the stop is once per
// process (each test file has its own global state).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beginShutdown, letConnectionsGoWhenStopping } from './shutdown';

/** One keep-alive connection's answers: the Connection header of each (a server that never names it, as Next's pages). */
async function connectionHeaders(server: http.Server, agent: http.Agent, count: number): Promise<(string | undefined)[]> {
  const { port } = server.address() as AddressInfo;
  const headers: (string | undefined)[] = [];
  for (let i = 0; i < count; i += 1) {
    headers.push(
      await new Promise<string | undefined>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.headers.connection));
          })
          .on('error', reject);
      }),
    );
  }
  return headers;
}

test('before the stop a keep-alive connection stays open; from the stop on every answer lets its connection go', async () => {
  const stopLettingGo = letConnectionsGoWhenStopping();
  letConnectionsGoWhenStopping(); // once per process, however often it is asked
  const server = http.createServer((_req, res) => res.end('page'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    expect(await connectionHeaders(server, agent, 2)).toEqual(['keep-alive', 'keep-alive']);
    // The stop's bound is a fake timer that never fires: a real one would fire in a later test file of this worker.
    jest.useFakeTimers();
    beginShutdown('SIGTERM', () => undefined);
    jest.useRealTimers();
    expect(await connectionHeaders(server, agent, 2)).toEqual(['close', 'close']);
  } finally {
    stopLettingGo();
    agent.destroy();
    log.mockRestore();
    await new Promise((resolve) => server.close(resolve));
  }
});
