// `npm run bench:js`: the first-load JavaScript of every page with a budget (issue #11), as a markdown table, from
// an already running production server: BENCH_URL=http://127.0.0.1:3000 npm run bench:js. Starts nothing.
// BENCH_JS_PAGES=/,+/grading/submit picks pages (`+` signs in first); BENCH_JS_DETAIL=1 lists every script.
import { firstLoadJs } from './first-load-js';
import { get } from './http';
import { JS_PAGES, type JsRow, jsTable, pageFor } from './js-budget';
import { signIn } from './sign-in';

async function main(): Promise<void> {
  const base = process.env.BENCH_URL;
  if (!base) throw new Error('Set BENCH_URL to a running production server, e.g. BENCH_URL=http://127.0.0.1:3000');
  const origin = new URL(base).origin;
  const pages = process.env.BENCH_JS_PAGES ? process.env.BENCH_JS_PAGES.split(',').map((p) => pageFor(p.trim())) : JS_PAGES;
  let cookie: string | undefined;
  const rows: JsRow[] = [];
  for (const page of pages) {
    try {
      if (page.signedIn) cookie ??= await signIn(origin);
      const url = new URL(page.path, origin).href;
      const answer = await get(url, page.signedIn && cookie ? { cookie } : {});
      if (answer.status !== 200) {
        const where = answer.headers.location ? ` → ${answer.headers.location}` : '';
        throw new Error(`HTTP ${answer.status}${where}`);
      }
      const js = await firstLoadJs(url, answer.body.toString('utf8'));
      rows.push({ page, js });
      if (process.env.BENCH_JS_DETAIL) {
        console.error(`# ${page.path}`);
        for (const script of js.scripts) console.error(`  ${(script.gzip / 1000).toFixed(1).padStart(6)} kB  ${script.src}`);
      }
    } catch (error) {
      rows.push({ page, error: (error as Error).message });
    }
  }
  console.log(jsTable(rows));
  if (rows.some((row) => 'error' in row)) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
