// The request body as received, for signature checks (the route turns Next's body parser off: a parsed
// and re-serialised body would not match the gateway's signature).
import type { IncomingMessage } from 'node:http';
import { AppError } from '../errors/app-error';

export async function readRawBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw new AppError('PAYLOAD_TOO_LARGE', 'Request body too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
