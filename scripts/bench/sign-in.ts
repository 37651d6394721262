// Signs a demo member in on a running server (POST /api/login) and returns the Cookie header the
// protected pages need (issue #11: /grading/submit is measured signed in). The Origin header passes the
// same-origin check of every state-changing call.
import http from 'node:http';

export const DEMO_MEMBER = { email: 'member@cardgrade.test', password: 'Member!2345' };

/** Turns Set-Cookie headers into one Cookie header (name=value pairs only). */
export function cookieHeader(setCookie: string[] | undefined): string {
  return (setCookie ?? [])
    .map((cookie) => cookie.split(';')[0]?.trim() ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

export function signIn(origin: string, credentials = DEMO_MEMBER, timeoutMs = 60_000): Promise<string> {
  const body = JSON.stringify({ ...credentials, stayLoggedIn: false });
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL('/api/login', origin),
      {
        method: 'POST',
        timeout: timeoutMs,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const cookies = cookieHeader(res.headers['set-cookie']);
          if (res.statusCode !== 200 || !cookies) {
            reject(
              new Error(
                `sign-in as ${credentials.email} answered ${res.statusCode} (a production server has the demo accounts only with SEED_DEMO=1): ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`,
              ),
            );
          } else resolve(cookies);
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`POST /api/login: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
