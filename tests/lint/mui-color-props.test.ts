/** @jest-environment node */
// MUI 9 dropped the system props: `<Typography color="text.secondary">` is no longer read as a palette path, and the
// text silently keeps the primary colour (108 places did, found with decision 0015's theme check). A colour prop must
// name a palette colour or `textPrimary | textSecondary | textDisabled`; a path goes in `sx={{ color: '…' }}`.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const PALETTE_PATH_PROP = /\bcolor="([a-zA-Z]+\.[a-zA-Z0-9]+)"/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

export function palettePathProps(source: string): string[] {
  return [...source.matchAll(PALETTE_PATH_PROP)].map((match) => match[1]!);
}

test('the check sees a palette path in a colour prop', () => {
  expect(palettePathProps('<Typography color="text.secondary">a</Typography>')).toEqual(['text.secondary']);
  expect(palettePathProps('<Typography color="textSecondary" sx={{ color: \'warning.dark\' }}>a</Typography>')).toEqual([]);
});

test('no component passes a palette path as a colour prop', () => {
  const found = ['components', 'pages'].flatMap((dir) =>
    sourceFiles(path.join(root, dir)).flatMap((file) =>
      palettePathProps(fs.readFileSync(file, 'utf8')).map((value) => `${path.relative(root, file)}: color="${value}"`),
    ),
  );
  expect(found).toEqual([]);
});
