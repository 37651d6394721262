// The bench's results: one readable table per concern on stdout, the same tables in Markdown (for
// docs/BENCHMARKS.md) and every figure as JSON.
import fs from 'node:fs';
import path from 'node:path';
import type { FirstLoadJs } from './first-load-js';
import { describeIdle, type IdleReading } from './idle';
import type { LighthouseFigures } from './lighthouse';
import type { LoadFigures, LoadSettings } from './load';
import type { MixFigures } from './mix';
import { dash, formatTable, kB, num, percent, seconds, type TableStyle } from './table';
import type { TargetRow } from './targets';

/** One connection for a few seconds: how long one render takes when nothing else is queued. */
export interface ServerTime {
  p50Ms?: number;
  p99Ms?: number;
  /** p50 of the unmeasured warm-up before it (BENCH_WARMUP s at 1 connection): the page on a server not yet warm. */
  warmUpP50Ms?: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface LoadRun {
  app?: LoadFigures;
  limit?: LoadFigures;
  appToLimit?: number;
}

export interface PageResult {
  path: string;
  signedIn: boolean;
  idle?: IdleReading;
  status: number | null;
  contentType?: string;
  htmlBytes?: number;
  lighthouse?: LighthouseFigures;
  firstLoadJs?: FirstLoadJs;
  serverTime?: ServerTime;
  /** Medians over `runs` (totals for errors, timeouts, non-2xx and requests). */
  app?: LoadFigures;
  limit?: LoadFigures;
  appToLimit?: number; // median of the runs' app req/s ÷ limit req/s
  runs: LoadRun[];
  errors: string[];
}

export interface MixResult {
  connections: number;
  durationSeconds: number;
  timeoutSeconds: number;
  requests: string[];
  idle: IdleReading[];
  runs: MixFigures[];
  /** Medians over the runs; errors, timeouts, non-2xx, answered and cut off are totals. */
  combined?: MixFigures;
  errors: string[];
}

export interface BenchReport {
  date: string;
  durationSeconds: number;
  machine: { cpus: number; cpuModel: string; loadAverageBefore: number[]; loadAverageAfter: number[] };
  versions: Record<string, string | null>;
  database: string;
  /** What the load went through: the reverse proxy in front of the app, or the app alone. */
  front: string;
  idle: { maxLoad: number; maxWaitSeconds: number; allIdle: boolean };
  lighthouse: { profile: string; runsPerPage: number; pages: string[] };
  load: LoadSettings & { tool: string; warmUp: string; runs: number; serverTimeSeconds: number; warmUpSeconds: number };
  units: Record<string, string>;
  pages: PageResult[];
  mix?: MixResult;
  targets: TargetRow[];
}

const fixed = (n: number | undefined | null, digits: number) => (n === undefined || n === null ? dash : n.toFixed(digits));
const ms = (n?: number) => num(n, n !== undefined && n < 100 ? 1 : 0);
const loadBefore = (idle?: IdleReading) => (idle ? `${idle.loadBefore.toFixed(2)}${idle.idle ? '' : ' !'}` : dash);
const label = (p: PageResult) => `${p.path}${p.signedIn ? ' (signed in)' : ''}`;

export function pagesTable(report: BenchReport, style: TableStyle): string {
  return formatTable(
    ['page', 'load before', 'HTTP', 'HTML kB', 'JS files', 'JS raw kB', 'JS gzip kB', 'LH perf', 'LH runs', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'SI s'],
    report.pages.map((p) => [
      label(p),
      loadBefore(p.idle),
      String(p.status ?? 'ERR'),
      kB(p.htmlBytes),
      String(p.firstLoadJs?.files ?? dash),
      kB(p.firstLoadJs?.rawBytes),
      kB(p.firstLoadJs?.gzipBytes),
      fixed(p.lighthouse?.score, 2),
      p.lighthouse ? p.lighthouse.runs.map((s) => fixed(s, 2)).join('/') : dash,
      seconds(p.lighthouse?.fcp),
      seconds(p.lighthouse?.lcp),
      fixed(p.lighthouse?.tbt, 0),
      fixed(p.lighthouse?.cls, 3),
      seconds(p.lighthouse?.speedIndex),
    ]),
    style,
  );
}

export function loadTable(report: BenchReport, style: TableStyle): string {
  return formatTable(
    [
      'page',
      'warm-up p50 ms',
      '1 conn p50 ms',
      '1 conn p99 ms',
      'app req/s',
      'app p50 ms',
      'app p99 ms',
      'app err',
      'app non-2xx',
      'limit req/s',
      'limit p99 ms',
      'limit err',
      'app/limit',
    ],
    report.pages.map((p) => [
      label(p),
      ms(p.serverTime?.warmUpP50Ms),
      ms(p.serverTime?.p50Ms),
      ms(p.serverTime?.p99Ms),
      num(p.app?.requestsPerSecond),
      ms(p.app?.p50Ms),
      ms(p.app?.p99Ms),
      num(p.app?.errors),
      num(p.app?.non2xx),
      num(p.limit?.requestsPerSecond),
      ms(p.limit?.p99Ms),
      num(p.limit && p.limit.errors + p.limit.non2xx),
      percent(p.appToLimit),
    ]),
    style,
  );
}

export function mixTable(mix: MixResult, style: TableStyle): string {
  const rows = mix.runs.map((run, i) => [
    `run ${i + 1}`,
    loadBefore(mix.idle[i]),
    num(run.requestsPerSecond),
    ms(run.p50Ms),
    ms(run.p99Ms),
    num(run.errors),
    num(run.timeouts),
    num(run.non2xx),
    percent(run.over2s),
    percent(run.over10s),
    num(run.cutOff),
  ]);
  const c = mix.combined;
  if (c && mix.runs.length > 1) {
    rows.push([
      'median',
      dash,
      num(c.requestsPerSecond),
      ms(c.p50Ms),
      ms(c.p99Ms),
      num(c.errors),
      num(c.timeouts),
      num(c.non2xx),
      percent(c.over2s),
      percent(c.over10s),
      num(c.cutOff),
    ]);
  }
  return formatTable(['mix', 'load before', 'req/s', 'p50 ms', 'p99 ms', 'err', 'timeouts', 'non-2xx', 'over 2 s', 'over 10 s', 'cut off'], rows, style);
}

export function mixKindTable(mix: MixResult, style: TableStyle): string {
  return formatTable(
    ['request', 'answered', 'non-2xx', 'p50 ms', 'p99 ms', 'max ms', 'over 2 s'],
    (mix.combined?.byKind ?? []).map((k) => [k.kind, num(k.answered), num(k.non2xx), ms(k.p50Ms), ms(k.p99Ms), ms(k.maxMs), percent(k.over['2000'])]),
    style,
  );
}

export function targetsTable(targets: TargetRow[], style: TableStyle): string {
  return formatTable(
    ['target (issue #11)', 'measured', 'target', 'verdict'],
    targets.map((t) => [t.figure, t.measured, t.target, t.verdict]),
    style,
    4,
  );
}

function heading(report: BenchReport): string[] {
  const { load } = report;
  return [
    `Benchmark ${report.date} (${Math.round(report.durationSeconds / 60)} min) — ${report.machine.cpus} CPU(s) (${report.machine.cpuModel}), ` +
      `load average before ${report.machine.loadAverageBefore.map((l) => l.toFixed(2)).join(' ')}, after ${report.machine.loadAverageAfter.map((l) => l.toFixed(2)).join(' ')}`,
    `Database: ${report.database}`,
    `In front: ${report.front}`,
    `Idle: before each page and each mix run, waited up to ${report.idle.maxWaitSeconds} s for the 1-minute load average to fall below ` +
      `${report.idle.maxLoad}${report.idle.allIdle ? '' : ' — NOT reached everywhere (marked !)'}`,
    `Pages — first-load JS = same-origin <script src> of the HTML (nomodule skipped), kB = 1000 bytes; Lighthouse ${report.lighthouse.profile}, ` +
      `median of ${report.lighthouse.runsPerPage} run(s), on ${report.lighthouse.pages.join(' ')}`,
    `Load — autocannon: 1 connection for ${load.warmUpSeconds ?? 0} s of warm-up (its p50 shown, not counted), then for ${load.serverTimeSeconds} s ` +
      `(server time per render), then ${load.connections} connections for ` +
      `${load.durationSeconds} s, app then limit, ${load.runs} run(s): medians of req/s and latency, totals of errors; ` +
      'limit = minimal Node http server returning the same bytes and headers',
  ];
}

export function printReport(report: BenchReport): void {
  console.log(`\n${heading(report).join('\n')}\n`);
  console.log(pagesTable(report, 'text'));
  console.log('');
  console.log(loadTable(report, 'text'));
  console.log('(err = connection errors + timeouts; ! = load average not below the threshold before that page)');
  if (report.mix) {
    const { mix } = report;
    console.log(
      `\nSigned-in mix — ${mix.connections} connections × ${mix.durationSeconds} s, timeout ${mix.timeoutSeconds} s, each connection in turn: ${mix.requests.join(', ')}`,
    );
    if (mix.runs.length > 0) {
      console.log(mixTable(mix, 'text'));
      const codes = Object.entries(mix.combined?.connectionErrors ?? {}).map(([code, count]) => `${code} ×${count}`);
      if (codes.length > 0) console.log(`(connection errors, timeouts apart: ${codes.join(', ')})`);
      console.log('');
      console.log(mixKindTable(mix, 'text'));
    }
  }
  console.log('\nTargets (a benchmark, not a test: a MISS does not fail the run)');
  console.log(targetsTable(report.targets, 'text'));
  for (const p of report.pages) {
    if (p.idle && !p.idle.idle) console.log(`WARN ${p.path}: not idle, ${describeIdle(p.idle)}`);
    if (p.lighthouse?.score != null && p.lighthouse.score < 0.9) {
      console.log(`WARN ${p.path}: Lighthouse performance ${p.lighthouse.score.toFixed(2)} < 0.90`);
    }
    for (const warning of p.lighthouse?.warnings ?? []) console.log(`note ${p.path}: Lighthouse: ${warning}`);
    for (const error of p.errors) console.log(`FAIL ${p.path}: ${error}`);
  }
  report.mix?.idle.forEach((idle, i) => {
    if (!idle.idle) console.log(`WARN mix run ${i + 1}: not idle, ${describeIdle(idle)}`);
  });
  for (const error of report.mix?.errors ?? []) console.log(`FAIL mix: ${error}`);
}

export function markdownReport(report: BenchReport): string {
  const parts = [
    heading(report)
      .map((line) => `${line}  `)
      .join('\n'),
    pagesTable(report, 'markdown'),
    loadTable(report, 'markdown'),
  ];
  if (report.mix && report.mix.runs.length > 0) parts.push(mixTable(report.mix, 'markdown'), mixKindTable(report.mix, 'markdown'));
  parts.push(targetsTable(report.targets, 'markdown'));
  return `${parts.join('\n\n')}\n`;
}

export function writeReport(report: BenchReport, dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(dir, 'latest.json');
  const markdown = path.join(dir, 'latest.md');
  fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(markdown, markdownReport(report));
  console.log(`\nWrote ${path.relative(process.cwd(), json)} and ${path.relative(process.cwd(), markdown)}`);
}
