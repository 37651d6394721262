/** @jest-environment node */
// Product-rule citations cannot regress (docs/product/README.md#citation-mapping):
// (a) nothing cites the two original documents any more (they are not in the repository): code, tests,
//     scripts and docs cite the page that holds the rule, as docs/product/<file>.md#<anchor>;
// (b) every such citation, and every Markdown link into docs/product, names a file that exists and an
//     anchor that one of its headings produces (GitHub's slugs).
// The mapping table of docs/product/README.md is the one place allowed to name the old documents.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const productDir = path.join(root, 'docs', 'product');

/** Never scanned: dependencies, build output, local data, generated code and reports. */
const SKIP_DIRS = new Set(['node_modules', '.next', '.git', '.data', 'test-results', 'playwright-report', 'coverage', 'bench-results']);
const SKIP_PATHS = new Set(['lib/server/db/generated']);
const TEXT_FILE = /\.(ts|tsx|js|jsx|mjs|cjs|md|mdx|json|prisma|ya?ml|css|sh|txt)$/;
/** Folders whose files must not cite the old documents, and the top-level files of the project. */
const CHECKED_ROOTS = ['lib', 'components', 'pages', 'hooks', 'scripts', 'tests', 'docs', 'styles', 'prisma'];
/** The translation table from old citations to new ones, and raw SQL history: allowed to keep the old names. */
const OLD_NAMES_ALLOWED = new Set(['docs/product/README.md']);
const OLD_NAMES_ALLOWED_UNDER = ['prisma/migrations/'];

// Built from parts so this file does not trip its own check.
const OLD_DOCS = ['SPEC', 'PRODUCT'];
const OLD_CITATION = new RegExp(`\\b(?:${OLD_DOCS.join('|')})\\.md\\b|\\b${OLD_DOCS[0]}\\s*§`);
const CITATION = /docs\/product\/([A-Za-z0-9_.-]+?\.md)(?:#([A-Za-z0-9_-]+))?/g;
const MARKDOWN_LINK = /\]\(([^)\s#]*\.md)?(?:#([^)\s]+))?\)/g;

function walk(dir: string, files: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const rel = path.relative(root, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !SKIP_PATHS.has(rel)) walk(full, files);
    } else if (entry.isFile() && TEXT_FILE.test(entry.name) && fs.statSync(full).size < 2_000_000) {
      files.push(rel);
    }
  }
  return files;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function slugify(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text only
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/(\*\*|__|\*|`)/g, ''); // emphasis and code marks
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (outside code fences) and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line);
    if (fenceMark) {
      if (fence === null) fence = fenceMark[1]!;
      else if (fence === fenceMark[1]) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slugify(heading[1]!);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}

const productAnchors = new Map<string, Set<string>>(
  fs
    .readdirSync(productDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, anchorsOf(fs.readFileSync(path.join(productDir, name), 'utf8'))]),
);

/** Why a citation of docs/product/<file>#<anchor> does not resolve, or null when it does. */
function problemWith(file: string, anchor: string | undefined): string | null {
  const anchors = productAnchors.get(file);
  if (!anchors) return `docs/product/${file} does not exist`;
  if (anchor !== undefined && !anchors.has(anchor)) return `docs/product/${file} has no heading for #${anchor}`;
  return null;
}

const files = walk(root);
const isChecked = (rel: string) => !rel.includes('/') || CHECKED_ROOTS.some((dir) => rel.startsWith(`${dir}/`));
const mayNameOldDocs = (rel: string) => OLD_NAMES_ALLOWED.has(rel) || OLD_NAMES_ALLOWED_UNDER.some((dir) => rel.startsWith(dir));
const lines = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8').split('\n');

describe('product-rule citations', () => {
  test('the slugs follow GitHub', () => {
    expect(slugify('Minimum grade and the A mark')).toBe('minimum-grade-and-the-a-mark');
    expect(slugify('Payment and order status')).toBe('payment-and-order-status');
    expect(slugify('Regular and express difference')).toBe('regular-and-express-difference');
    expect(slugify('E-mail verification')).toBe('e-mail-verification');
    expect(slugify('`acc` cookie: **rules** & [links](x.md)')).toBe('acc-cookie-rules--links');
    expect([...anchorsOf('# A\n## Same\n```\n## Not a heading\n```\n## Same\n')]).toEqual(['a', 'same', 'same-1']);
  });

  test('the checks find what they look for', () => {
    expect(OLD_CITATION.test(`see ${OLD_DOCS[0]}.md §4`)).toBe(true);
    expect(OLD_CITATION.test(`(${OLD_DOCS[1]}.md "Money")`)).toBe(true);
    expect(OLD_CITATION.test(`${OLD_DOCS[0]} §9: 40 cards`)).toBe(true);
    expect(OLD_CITATION.test('the spec files import this')).toBe(false);
    expect(problemWith('orders.md', 'photos')).toBeNull();
    expect(problemWith('orders.md', 'no-such-heading')).toMatch(/no heading/);
    expect(problemWith('no-such-file.md', undefined)).toMatch(/does not exist/);
  });

  test('nothing cites the original documents outside the mapping table', () => {
    const offenders: string[] = [];
    for (const rel of files.filter((f) => isChecked(f) && !mayNameOldDocs(f))) {
      lines(rel).forEach((line, index) => {
        if (OLD_CITATION.test(line)) offenders.push(`${rel}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  test('every docs/product citation names an existing file and heading', () => {
    const broken: string[] = [];
    for (const rel of files) {
      lines(rel).forEach((line, index) => {
        for (const match of line.matchAll(CITATION)) {
          const problem = problemWith(match[1]!, match[2]);
          if (problem) broken.push(`${rel}:${index + 1}: ${match[0]} — ${problem}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });

  test('every Markdown link into docs/product names an existing file and heading', () => {
    const broken: string[] = [];
    for (const rel of files.filter((f) => f.endsWith('.md'))) {
      const dir = path.dirname(path.join(root, rel));
      lines(rel).forEach((line, index) => {
        for (const match of line.matchAll(MARKDOWN_LINK)) {
          const [text, target, anchor] = match;
          if (target === undefined && anchor === undefined) continue;
          if (target !== undefined && /^[a-z]+:/i.test(target)) continue; // another site
          const resolved = target === undefined ? path.join(root, rel) : path.resolve(dir, target);
          if (path.dirname(resolved) !== productDir) continue;
          const problem = problemWith(path.basename(resolved), anchor);
          if (problem) broken.push(`${rel}:${index + 1}: ${text} — ${problem}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });
});
