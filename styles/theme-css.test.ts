// Issue #24, docs/decisions/0015-storefront-static-css.md: the CSS variables are generated from the MUI theme, and the
// generated file is committed. This fails when styles/theme.ts changed and `npm run theme-css` was not run.
import fs from 'node:fs';
import path from 'node:path';
import { theme } from './theme';
import { themeCssVariables, themeTokens } from './theme-css';

describe('styles/theme-tokens.css', () => {
  it('is what scripts/generate-theme-css.ts writes from styles/theme.ts (run `npm run theme-css`)', () => {
    const committed = fs.readFileSync(path.join(__dirname, 'theme-tokens.css'), 'utf8');
    expect(committed).toBe(themeCssVariables(theme));
  });

  it('carries the palette, the radius and the font stack of the theme', () => {
    const css = themeCssVariables(theme);
    expect(css).toContain(`--color-primary: ${theme.palette.primary.main};`);
    expect(css).toContain(`--color-on-secondary: ${theme.palette.secondary.contrastText};`);
    expect(css).toContain(`--radius: ${theme.shape.borderRadius}px;`);
    expect(css).toContain("--font-family: 'Noto Sans TC', 'Noto Sans KR'");
    expect(css).toMatch(/^:root \{$/m);
  });

  it('sets every variable the static CSS reads', () => {
    const names = new Set(themeTokens(theme).map(([name]) => name));
    const root = path.join(__dirname, '..');
    const read = ['styles/globals.css', ...cssModules(path.join(root, 'components')), ...cssModules(path.join(root, 'pages'))];
    const used = new Set<string>();
    for (const file of read) {
      const css = fs.readFileSync(path.isAbsolute(file) ? file : path.join(root, file), 'utf8');
      // Only var() without a fallback: a module's own local variables are set next to where they are read.
      for (const match of css.matchAll(/var\(--((?:color|radius|font|shadow|z)[\w-]*)\)/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((name) => !names.has(name))).toEqual([]);
  });
});

function cssModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}
