// Loads what the server loads — every API route, every server module (the pages' loaders live there;
// page files themselves import CSS, which only Next can load), the proxy and the start-up code (seeding
// the embedded database included) — and prints the files Node loaded, one per line. Run by
// app-imports.int.test.ts in a child process, so nothing of Jest's own loading is counted.
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();

function sourcesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function main(): Promise<void> {
  const entries = [...sourcesUnder('pages/api'), ...sourcesUnder('lib/server'), path.join(root, 'proxy.ts')];
  // require (not import): every file then shows in require.cache, the list printed below.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- require is the point: it fills require.cache
  for (const entry of entries) require(entry);
  // Exit only once the list is written: a pipe would lose what is still buffered.
  process.stdout.write(Object.keys(require.cache).join('\n'), () => process.exit(0));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
