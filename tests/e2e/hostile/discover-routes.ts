// The API routes as the file system has them (pages/api), read when the suite runs: the route table
// must name exactly these, so a new route file cannot escape the hostile-input suite.
import fs from 'node:fs';
import path from 'node:path';

const API_DIR = path.join(__dirname, '..', '..', '..', 'pages', 'api');
// Next's default page extensions (next.config.js sets no pageExtensions).
const ROUTE_FILE = /\.(ts|tsx|js|jsx)$/;

/**
 * `member/addresses/[id]/default.ts` → `/api/member/addresses/[id]/default`; `login/index.ts` →
 * `/api/login`. Bracketed segments stay as written (`[id]`, `[...slug]`, `[[...slug]]`).
 */
export function routePattern(relativeFile: string): string {
  const segments = relativeFile.replace(ROUTE_FILE, '').split(/[\\/]/);
  if (segments.at(-1) === 'index') segments.pop();
  return ['/api', ...segments].join('/');
}

/** Every route pattern under pages/api, sorted. */
export function discoverApiRoutes(dir = API_DIR): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      // Next serves every file with a page extension here as a route (a stray helper too).
      else if (ROUTE_FILE.test(entry.name)) found.push(routePattern(path.relative(dir, full)));
    }
  };
  walk(dir);
  return found.sort();
}

/** The names of a pattern's path parameters: `[id]` → id, `[...slug]` and `[[...slug]]` → slug. */
export function pathParams(pattern: string): string[] {
  return [...pattern.matchAll(/\[\[?(?:\.\.\.)?([^\]]+)\]\]?/g)].map((match) => match[1]!);
}

/** The URL path of a pattern with each parameter replaced by its (already encoded) value. */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\[\[?(?:\.\.\.)?([^\]]+)\]\]?/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for path parameter "${name}" of ${pattern}`);
    return value;
  });
}
