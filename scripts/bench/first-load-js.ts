// First-load JavaScript of a page: every same-origin <script src> of its HTML, fetched from the
// server, counted as raw bytes and as gzip bytes. `nomodule` scripts (legacy polyfills) are skipped:
// a modern browser does not download them. Gzip is what the server sent when it compressed (next start
// does), otherwise zlib's default level over the raw bytes.
import zlib from 'node:zlib';
import { get } from './http';

export interface ScriptSize {
  src: string;
  raw: number;
  gzip: number;
  gzipFrom: 'server' | 'zlib';
}

export interface FirstLoadJs {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  skipped: string[];
  scripts: ScriptSize[];
}

export function scriptSources(html: string): { src: string; nomodule: boolean }[] {
  const found: { src: string; nomodule: boolean }[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value) found.push({ src: value.replace(/&amp;/g, '&'), nomodule: /\snomodule\b/i.test(tag) });
  }
  return found;
}

export async function firstLoadJs(pageUrl: string, html: string): Promise<FirstLoadJs> {
  const origin = new URL(pageUrl).origin;
  const result: FirstLoadJs = { files: 0, rawBytes: 0, gzipBytes: 0, skipped: [], scripts: [] };
  const seen = new Set<string>();
  for (const { src, nomodule } of scriptSources(html)) {
    const url = new URL(src, pageUrl);
    if (nomodule || url.origin !== origin) {
      result.skipped.push(`${src}${nomodule ? ' (nomodule)' : ' (other origin)'}`);
      continue;
    }
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    const raw = await get(url.href);
    if (raw.status !== 200) throw new Error(`script ${src} answered ${raw.status}`);
    const zipped = await get(url.href, { 'accept-encoding': 'gzip' });
    const served = zipped.headers['content-encoding'] === 'gzip';
    const gzip = served ? zipped.body.length : zlib.gzipSync(raw.body).length;
    result.scripts.push({ src, raw: raw.body.length, gzip, gzipFrom: served ? 'server' : 'zlib' });
    result.files += 1;
    result.rawBytes += raw.body.length;
    result.gzipBytes += gzip;
  }
  return result;
}
