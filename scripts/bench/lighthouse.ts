// Lighthouse performance score with its default (mobile: emulated phone, simulated slow 4G and 4x CPU
// slowdown) profile, on Debian's Chromium. A fresh browser per run; the median of `runs` is reported.
import type { RunnerResult } from 'lighthouse';
import { onCleanup } from './cleanup';

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface LighthouseFigures {
  score: number | null; // median of the runs, 0..1
  runs: (number | null)[];
  // Metrics of the median run, in ms (CLS unitless).
  fcp?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  speedIndex?: number;
  warnings: string[];
}

async function once(url: string, extraHeaders?: Record<string, string>): Promise<RunnerResult> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
    logLevel: 'silent',
    handleSIGINT: false, // its own handler exits at once, before cleanup() stops the app server
  });
  let killed = false;
  const kill = () => {
    if (!killed) chrome.kill();
    killed = true;
  };
  onCleanup(kill);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(extraHeaders ? { extraHeaders } : {}), // a signed-in page: the member's cookies
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    kill();
  }
}

const metric = (r: RunnerResult, id: string) => r.lhr.audits[id]?.numericValue;

export async function measureLighthouse(url: string, runs: number, extraHeaders?: Record<string, string>): Promise<LighthouseFigures> {
  const results: RunnerResult[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await once(url, extraHeaders));
  const sorted = [...results].sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return {
    score: median.lhr.categories.performance?.score ?? null,
    runs: results.map((r) => r.lhr.categories.performance?.score ?? null),
    fcp: metric(median, 'first-contentful-paint'),
    lcp: metric(median, 'largest-contentful-paint'),
    tbt: metric(median, 'total-blocking-time'),
    cls: metric(median, 'cumulative-layout-shift'),
    speedIndex: metric(median, 'speed-index'),
    warnings: [...new Set(results.flatMap((r) => r.lhr.runWarnings))],
  };
}
