// The local OAuth 2.0 provider (Facebook, Kakao, LINE) of the browser tests, started by playwright.config.ts
// before the app (`npx tsx tests/e2e/support/oauth-server-main.ts`). startOAuthMockServer() listens on a
// random port, but the app must know the provider's endpoints when it starts: a small pass-through proxy
// gives it a fixed loopback address (E2E_OAUTH_PORT, default 3299). Tests change what a provider returns
// through the mock's own control routes (POST /__mock/profile, /__mock/fail), see oauth-control.ts.
import http from 'node:http';
import { startOAuthMockServer } from '../../helpers/oauth-server';

const port = Number(process.env.E2E_OAUTH_PORT ?? 3299);

async function main(): Promise<void> {
  const mock = await startOAuthMockServer();
  const target = new URL(mock.url);

  const proxy = http.createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  const stop = () => {
    proxy.close();
    void mock.stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  proxy.listen(port, '127.0.0.1', () => console.log(`OAuth mock provider on http://127.0.0.1:${port} (upstream ${mock.url})`));
  proxy.on('error', (error) => {
    console.error(error);
    void mock.stop().finally(() => process.exit(1));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
