// The reverse proxy's configuration (deploy/nginx, docs/decisions/0025-reverse-proxy.md): the template filled in, and
// an nginx started on it without root for the benchmarks and the browser tests through the proxy.
//
//   npx tsx scripts/proxy/nginx.ts --upstream 10.0.0.5:3000 --upstream 10.0.0.6:3000 [--listen 80]
//       [--cache-dir /var/cache/nginx/cardgrade] [--page-seconds 5]   → prints cardgrade.conf for /etc/nginx/conf.d
//   (PROXY_REFRESH_SECRET, as the app has it, lets the app renew a changed page's copy at once)
//   npx tsx scripts/proxy/nginx.ts --prepare DIR --listen 127.0.0.1:3211 --upstream 127.0.0.1:3210
//       → writes a whole configuration in DIR (no root needed) and prints the command that runs it in the foreground
import { type ChildProcess, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MAX_UPLOAD_REQUEST_BYTES } from '@/lib/server/photos/read-photo-upload';
import { proxyRefreshProblems } from '@/lib/server/static-pages/proxy-refresh';

const TEMPLATES = path.join(__dirname, '..', '..', 'deploy', 'nginx');

/**
 * How long the proxy keeps a guest's page: a change reaches guests within this (decision 0025, with the figures that
 * chose it: the shorter, the more often each page is fetched again from the app).
 */
export const DEFAULT_PAGE_SECONDS = 5;

export interface NginxSettings {
  /** nginx's `listen`: a port, or address:port. */
  listen: string;
  /** host:port of each app instance (or of the port several instances share, decision 0019). */
  upstreams: readonly string[];
  cacheDir: string;
  /** How long a guest's cached page is kept by the proxy (the micro-cache), in seconds. */
  pageSeconds?: number;
  /**
   * The secret with which the app renews a changed page (PROXY_REFRESH_SECRET, lib/server/static-pages/proxy-refresh.ts);
   * without it no request can skip a copy, and a change reaches guests within `pageSeconds`.
   */
  refreshSecret?: string;
}

/** The refresh map's one entry: the secret, checked to be safe between nginx's quotes. */
function refreshSecretEntry(secret: string | undefined): string {
  if (!secret) return '    # no PROXY_REFRESH_SECRET: no refresh';
  const problems = proxyRefreshProblems({ PROXY_REFRESH_SECRET: secret });
  if (problems.length) throw new Error(`nginx: ${problems.join('; ')}`);
  return `    "${secret}" "${secret}";`;
}

function fill(template: string, fields: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    const value = fields[name];
    if (value === undefined) throw new Error(`nginx template: no value for ${whole}`);
    return value;
  });
}

/** An upstream line: an instance that fails three times in 5 s is left out for 5 s (nginx's passive health check). */
const upstreamLine = (address: string) => `    server ${address} max_fails=3 fail_timeout=5s;`;

/** cardgrade.conf: the `http {}`-level part (cache, upstreams, the server). */
export function renderCardgradeConf(settings: NginxSettings): string {
  if (settings.upstreams.length === 0) throw new Error('nginx: at least one upstream (host:port) is needed');
  for (const address of settings.upstreams) if (!/^[\w.[\]:-]+:\d+$/.test(address)) throw new Error(`nginx: "${address}" is not host:port`);
  return fill(fs.readFileSync(path.join(TEMPLATES, 'cardgrade.conf.template'), 'utf8'), {
    LISTEN: settings.listen,
    UPSTREAM_SERVERS: settings.upstreams.map(upstreamLine).join('\n'),
    CACHE_DIR: settings.cacheDir,
    PAGE_SECONDS: String(settings.pageSeconds ?? DEFAULT_PAGE_SECONDS),
    MAX_BODY: String(MAX_UPLOAD_REQUEST_BYTES),
    REFRESH_SECRET_ENTRY: refreshSecretEntry(settings.refreshSecret),
  });
}

export function nginxBinary(): string | null {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
  return candidates.find((candidate): candidate is string => Boolean(candidate) && fs.existsSync(candidate!)) ?? null;
}

export interface StandaloneNginx {
  origin: string;
  prefix: string;
  child: ChildProcess;
}

/**
 * Writes a whole configuration under `prefix` (its own pid, logs, temporary files and cache) and checks it with
 * `nginx -t`; returns the command that runs it in the foreground.
 */
export function prepareStandalone(
  prefix: string,
  settings: Omit<NginxSettings, 'cacheDir'> & { workers?: number | 'auto'; accessLog?: boolean },
): { command: string; args: string[] } {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (Debian: apt-get install nginx; or set NGINX_BIN)');
  fs.mkdirSync(prefix, { recursive: true });
  // A fresh cache on every start: copies kept by an earlier run name the `_next/static` files of an earlier build (a
  // browser test met such a stale page, its scripts 404).
  fs.rmSync(path.join(prefix, 'cache'), { recursive: true, force: true });
  // Started as root, nginx's workers run as `nobody`: they must reach the cache and temporary folders nginx makes here.
  fs.chmodSync(prefix, 0o755);
  fs.writeFileSync(path.join(prefix, 'cardgrade.conf'), renderCardgradeConf({ ...settings, cacheDir: path.join(prefix, 'cache') }));
  const mimeTypes = ['/etc/nginx/mime.types', path.join(path.dirname(binary), '..', 'conf', 'mime.types')].find((file) => fs.existsSync(file));
  const standalone = fill(fs.readFileSync(path.join(TEMPLATES, 'standalone.conf.template'), 'utf8'), {
    PREFIX: prefix,
    WORKERS: String(settings.workers ?? 'auto'),
    MIME_TYPES: mimeTypes ?? path.join(prefix, 'mime.types'),
    ACCESS_LOG: settings.accessLog ? path.join(prefix, 'access.log') : 'off',
  });
  if (!mimeTypes) fs.writeFileSync(path.join(prefix, 'mime.types'), 'types { text/html html; text/css css; application/javascript js; }\n');
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), standalone);
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')];
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  return { command: binary, args };
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '80' },
      upstream: { type: 'string', multiple: true, default: ['127.0.0.1:3000'] },
      'cache-dir': { type: 'string', default: '/var/cache/nginx/cardgrade' },
      'page-seconds': { type: 'string', default: String(DEFAULT_PAGE_SECONDS) },
      prepare: { type: 'string' },
    },
  });
  const settings = {
    listen: values.listen,
    upstreams: values.upstream,
    pageSeconds: Number(values['page-seconds']),
    refreshSecret: process.env.PROXY_REFRESH_SECRET?.trim() || undefined,
  };
  if (values.prepare) {
    const { command, args } = prepareStandalone(path.resolve(values.prepare), settings);
    process.stdout.write(`${[command, ...args].join(' ')}\n`);
  } else {
    process.stdout.write(renderCardgradeConf({ ...settings, cacheDir: values['cache-dir'] }));
  }
}
