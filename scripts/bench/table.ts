// The bench's tables: aligned text for the terminal, Markdown for docs/BENCHMARKS.md (same cells).

export type TableStyle = 'text' | 'markdown';

/** The first `textColumns` columns (names, sentences) left-aligned, the rest (figures) right-aligned. */
export function formatTable(header: string[], rows: string[][], style: TableStyle = 'text', textColumns = 1): string {
  const left = (i: number) => i < textColumns;
  if (style === 'markdown') {
    const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
    return [line(header), `| ${header.map((_, i) => (left(i) ? '---' : '---:')).join(' | ')} |`, ...rows.map(line)].join('\n');
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    header
      .map((_, i) => (left(i) ? (cells[i] ?? '').padEnd(widths[i]!) : (cells[i] ?? '').padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const dash = '–';

/** A number with `digits` decimals and thousands separators, or a dash when there is none. */
export function num(n: number | undefined | null, digits = 0): string {
  if (n === undefined || n === null || Number.isNaN(n)) return dash;
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export const kB = (bytes?: number) => (bytes === undefined ? dash : (bytes / 1000).toFixed(1));
export const seconds = (ms?: number) => (ms === undefined ? dash : (ms / 1000).toFixed(2));
export const percent = (share?: number, digits = 1) => (share === undefined ? dash : `${(share * 100).toFixed(digits)} %`);
