// Summarises V8 CPU profiles (`node --cpu-prof`, .cpuprofile files) of `next start`: where the server's
// milliseconds go, by function and by package, self time and total (inclusive) time (issue #11, see
// docs/BENCHMARKS.md "Server renders: CPU profile"). Code Turbopack bundled into `.next/server/chunks` is
// attributed to its original file through the chunk's source map when there is one.
//
//   npx tsx scripts/bench/profile-summary.ts /tmp/srv-prof [--top 25] [--requests 600] [--marks marks.txt]
//   npx tsx scripts/bench/profile-summary.ts /tmp/srv-prof --callers readFileUtf8   (who calls it, by stack)
//
// --requests divides every figure by the number of requests served, giving ms per request. --marks names time
// windows, one a line: `label startMicros endMicros requests`, the times from `process.hrtime.bigint() / 1000n`
// (the clock V8's profiles use), e.g. one window per page driven with autocannon; each window is then
// summarised on its own, and the start-up before the first window is left out of the whole.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

interface Where {
  fn: string;
  pkg: string;
}

const IDLE = new Set(['(idle)', '(program)']);
const sourceMaps = new Map<string, SourceMap | null>();

function loadSourceMap(file: string): SourceMap | null {
  if (!sourceMaps.has(file)) {
    let map: SourceMap | null = null;
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    sourceMaps.set(file, map);
  }
  return sourceMaps.get(file)!;
}

/** The package of a path: `node_modules/<name>` or `node_modules/@scope/name`, else the app's own code. */
function packageOf(file: string): string {
  const parts = file.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0 && parts[at + 1]) return parts[at + 1]!.startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1]!;
  if (/\[project\]\/node_modules/.test(file)) return packageOf(file.replace(/.*\[project\]\//, ''));
  if (file.startsWith('wasm://')) return 'wasm (PGlite, Prisma query compiler)';
  const project = file.replace(/^.*\[project\]\//, '').replace(/^(\.\.\/)+/, '');
  return `app: ${project.split('/').slice(0, 3).join('/')}`;
}

function describe(frame: CallFrame): Where {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return { fn: name, pkg: IDLE.has(name) || name === '(garbage collector)' ? name : '(native)' };
  if (frame.url.startsWith('node:')) return { fn: `${name} ${frame.url}`, pkg: 'node (internal)' };
  let file = frame.url.startsWith('file://') ? decodeURIComponent(fileURLToPath(frame.url)) : frame.url;
  let line = frame.lineNumber + 1;
  if (file.includes('/.next/')) {
    const entry = loadSourceMap(file)?.findEntry(frame.lineNumber, frame.columnNumber);
    if (entry && 'originalSource' in entry && entry.originalSource) {
      file = decodeURIComponent(entry.originalSource.replace(/^turbopack:\/\/\//, ''));
      line = entry.originalLine + 1;
    } else {
      return { fn: `${name} ${file.replace(/^.*\/\.next\//, '.next/')}:${line}`, pkg: 'app (bundled, no map)' };
    }
  }
  const short = file
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\[project\]\//, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(`${process.cwd()}/`, '');
  return { fn: `${name} ${short}:${line}`, pkg: packageOf(file) };
}

function profilesIn(target: string): string[] {
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(target, name));
}

function addTo(map: Map<string, number>, key: string, ms: number): void {
  map.set(key, (map.get(key) ?? 0) + ms);
}

interface Window {
  label: string;
  from: number;
  to: number;
  requests: number;
}

function summarise(files: string[], window?: { from: number; to: number }, callersOf?: string) {
  const selfFn = new Map<string, number>();
  const totalFn = new Map<string, number>();
  const selfPkg = new Map<string, number>();
  const totalPkg = new Map<string, number>();
  const stacks = new Map<string, number>();
  let busy = 0;
  let wall = 0;
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
    wall += (profile.endTime - profile.startTime) / 1000;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const where = new Map(profile.nodes.map((node) => [node.id, describe(node.callFrame)]));
    let at = profile.startTime;
    profile.samples.forEach((id, index) => {
      at += profile.timeDeltas[index] ?? 0;
      if (window && (at < window.from || at > window.to)) return;
      const ms = (profile.timeDeltas[index] ?? 0) / 1000;
      const self = where.get(id)!;
      if (IDLE.has(self.pkg)) return;
      busy += ms;
      addTo(selfFn, self.fn, ms);
      addTo(selfPkg, self.pkg, ms);
      // Inclusive time: each function and package once per sample, however deep the recursion.
      const fns = new Set<string>();
      const pkgs = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
        const frame = where.get(node)!;
        if (byId.get(node)!.callFrame.functionName === '(root)') break;
        fns.add(frame.fn);
        pkgs.add(frame.pkg);
      }
      for (const fn of fns) addTo(totalFn, fn, ms);
      for (const pkg of pkgs) addTo(totalPkg, pkg, ms);
      if (callersOf && [...fns].some((fn) => fn.includes(callersOf))) {
        // The first 8 frames from the matching function outwards: enough to name the caller in the app.
        const chain = [...fns];
        const from = chain.findIndex((fn) => fn.includes(callersOf));
        addTo(stacks, chain.slice(from, from + 8).join('\n    ← '), ms);
      }
    });
  }
  return { selfFn, totalFn, selfPkg, totalPkg, busy, wall, stacks };
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function table(title: string, map: Map<string, number>, top: number, busy: number, requests: number): void {
  console.log(`\n${title}`);
  console.log(`${'ms'.padStart(9)} ${'%busy'.padStart(6)}${requests ? ` ${'ms/req'.padStart(7)}` : ''}  name`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    const perRequest = requests ? ` ${(ms / requests).toFixed(2).padStart(7)}` : '';
    console.log(`${ms.toFixed(0).padStart(9)} ${((ms / busy) * 100).toFixed(1).padStart(6)}${perRequest}  ${name}`);
  }
}

function readMarks(file: string): Window[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 4)
    .map(([label, from, to, requests]) => ({
      label: label!,
      from: Number(from!.replace(/n$/, '')),
      to: Number(to!.replace(/n$/, '')),
      requests: Number(requests),
    }));
}

function perWindow(files: string[], windows: Window[], top: number): void {
  for (const window of windows) {
    const { selfFn, totalFn, totalPkg, busy } = summarise(files, window);
    const seconds = (window.to - window.from) / 1e6;
    console.log(`\n=== ${window.label}: ${window.requests} requests in ${seconds.toFixed(1)} s, ${(busy / window.requests).toFixed(2)} ms busy per request`);
    table('By package, total (inclusive) time', totalPkg, top, busy, window.requests);
    table('By function, total (inclusive) time', totalFn, top, busy, window.requests);
    table('By function, self time', selfFn, top, busy, window.requests);
  }
}

function main(): void {
  const target = process.argv[2];
  if (!target || target.startsWith('--')) {
    console.error('usage: tsx scripts/bench/profile-summary.ts <file.cpuprofile | folder> [--top N] [--requests N]');
    process.exit(2);
  }
  const top = Number(option('top') ?? 25);
  const requests = Number(option('requests') ?? 0);
  const files = profilesIn(target);
  const marks = option('marks');
  const windows = marks ? readMarks(marks) : [];
  const whole = windows.length ? { from: Math.min(...windows.map((w) => w.from)), to: Math.max(...windows.map((w) => w.to)) } : undefined;
  const callers = option('callers');
  const { selfFn, totalFn, selfPkg, totalPkg, busy, wall, stacks } = summarise(files, whole, callers);
  if (callers) {
    for (const [stack, ms] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${stack}\n`);
    return;
  }
  console.log(`${files.length} profile(s), ${(wall / 1000).toFixed(1)} s recorded, ${(busy / 1000).toFixed(1)} s busy (not idle)`);
  const total = requests || windows.reduce((sum, window) => sum + window.requests, 0);
  if (total) console.log(`${total} requests: ${(busy / total).toFixed(2)} ms busy per request`);
  table('By package, total (inclusive) time', totalPkg, top, busy, total);
  table('By package, self time', selfPkg, top, busy, total);
  table('By function, total (inclusive) time', totalFn, top, busy, total);
  table('By function, self time', selfFn, top, busy, total);
  if (windows.length) perWindow(files, windows, top);
}

main();
