import type { IncomingMessage } from 'node:http';

/** The client's address: X-Forwarded-For only behind a proxy we run (TRUST_PROXY=1), else the socket. */
export function clientIp(req: IncomingMessage): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')[0]
      ?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket?.remoteAddress ?? 'unknown';
}

export function userAgent(req: IncomingMessage): string | null {
  const value = req.headers['user-agent'];
  return typeof value === 'string' ? value.slice(0, 300) : null;
}
