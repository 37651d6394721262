// The bench's results: one readable table per concern on stdout, the same figures as JSON.
import fs from 'node:fs';
import path from 'node:path';
import type { FirstLoadJs } from './first-load-js';
import type { LighthouseFigures } from './lighthouse';
import type { LoadFigures, LoadSettings } from './load';

export interface PageResult {
  path: string;
  status: number | null;
  contentType?: string;
  htmlBytes?: number;
  lighthouse?: LighthouseFigures;
  firstLoadJs?: FirstLoadJs;
  app?: LoadFigures;
  limit?: LoadFigures;
  appToLimit?: number; // app req/s ÷ limit req/s
  errors: string[];
}

export interface BenchReport {
  date: string;
  machine: { cpus: number; cpuModel: string; loadAverageBefore: number[]; loadAverageAfter: number[] };
  versions: Record<string, string | null>;
  database: string;
  lighthouse: { profile: string; runsPerPage: number };
  load: LoadSettings & { tool: string; warmUp: string };
  units: Record<string, string>;
  pages: PageResult[];
}

const kB = (bytes?: number) => (bytes === undefined ? '–' : (bytes / 1000).toFixed(1));
const fixed = (n: number | undefined | null, digits: number) => (n === undefined || n === null ? '–' : n.toFixed(digits));
const seconds = (ms?: number) => (ms === undefined ? '–' : (ms / 1000).toFixed(2));

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function printReport(report: BenchReport): void {
  const { pages, load } = report;
  console.log(`\nBenchmark ${report.date} — ${report.machine.cpus} CPU(s) (${report.machine.cpuModel}), ` +
    `load average before ${report.machine.loadAverageBefore.map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`Database: ${report.database}\n`);
  console.log(`Pages — Lighthouse ${report.lighthouse.profile}, median of ${report.lighthouse.runsPerPage} run(s); ` +
    'first-load JS = same-origin <script src> of the HTML (nomodule skipped), kB = 1000 bytes');
  console.log(table(
    ['page', 'HTTP', 'HTML kB', 'LH perf', 'LH runs', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'SI s', 'JS files', 'JS raw kB', 'JS gzip kB'],
    pages.map((p) => [
      p.path, String(p.status ?? 'ERR'), kB(p.htmlBytes), fixed(p.lighthouse?.score, 2),
      p.lighthouse ? p.lighthouse.runs.map((s) => fixed(s, 2)).join('/') : '–',
      seconds(p.lighthouse?.fcp), seconds(p.lighthouse?.lcp), fixed(p.lighthouse?.tbt, 0), fixed(p.lighthouse?.cls, 3),
      seconds(p.lighthouse?.speedIndex), String(p.firstLoadJs?.files ?? '–'), kB(p.firstLoadJs?.rawBytes), kB(p.firstLoadJs?.gzipBytes),
    ]),
  ));
  console.log(`\nLoad — autocannon, ${load.connections} connections, ${load.durationSeconds} s per target, after ${load.warmUp}; ` +
    'limit = minimal Node http server returning the same bytes and headers');
  console.log(table(
    ['page', 'app req/s', 'app p50 ms', 'app p99 ms', 'app err', 'app non-2xx', 'limit req/s', 'limit p99 ms', 'limit err', 'app/limit'],
    pages.map((p) => [
      p.path, fixed(p.app?.requestsPerSecond, 0), fixed(p.app?.p50Ms, 0), fixed(p.app?.p99Ms, 0),
      fixed(p.app?.errors, 0), fixed(p.app?.non2xx, 0), fixed(p.limit?.requestsPerSecond, 0), fixed(p.limit?.p99Ms, 0),
      fixed(p.limit && p.limit.errors + p.limit.non2xx, 0), p.appToLimit === undefined ? '–' : `${(p.appToLimit * 100).toFixed(1)} %`,
    ]),
  ));
  console.log(`(err = connection errors + timeouts; load average after the run ${report.machine.loadAverageAfter.map((l) => l.toFixed(2)).join(' ')})`);
  for (const p of pages) {
    if (p.lighthouse?.score != null && p.lighthouse.score < 0.9) {
      console.log(`WARN ${p.path}: Lighthouse performance ${p.lighthouse.score.toFixed(2)} < 0.90`);
    }
    for (const warning of p.lighthouse?.warnings ?? []) console.log(`note ${p.path}: Lighthouse: ${warning}`);
    for (const error of p.errors) console.log(`FAIL ${p.path}: ${error}`);
  }
}

export function writeReport(report: BenchReport, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
}
