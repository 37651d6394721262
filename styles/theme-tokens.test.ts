// docs/decisions/0015-storefront-static-css.md: the storefront's static CSS and the MUI pages share one palette, one
// radius and one font stack. The CSS variables of styles/globals.css must say what styles/theme.ts says.
import fs from 'node:fs';
import path from 'node:path';
import { theme } from './theme';

const css = fs.readFileSync(path.join(__dirname, 'globals.css'), 'utf8');

function variable(name: string): string {
  const match = css.match(new RegExp(`--${name}:\\s*([^;]+);`));
  if (!match) throw new Error(`--${name} is not set in styles/globals.css`);
  return match[1]!.trim();
}

describe('the CSS variables match the MUI theme', () => {
  it.each([
    ['color-primary', theme.palette.primary.main],
    ['color-primary-dark', theme.palette.primary.dark],
    ['color-on-primary', theme.palette.primary.contrastText],
    ['color-secondary', theme.palette.secondary.main],
    ['color-secondary-dark', theme.palette.secondary.dark],
    ['color-on-secondary', theme.palette.secondary.contrastText],
    ['color-background', theme.palette.background.default],
    ['color-paper', theme.palette.background.paper],
    ['color-text', theme.palette.text.primary],
    ['color-text-secondary', theme.palette.text.secondary],
    ['color-divider', theme.palette.divider],
    ['radius', `${theme.shape.borderRadius}px`],
  ])('--%s', (name, expected) => {
    expect(variable(name).replace(/\s+/g, '').toLowerCase()).toBe(String(expected).replace(/\s+/g, '').toLowerCase());
  });

  it('--font-family', () => {
    // Quotes as the formatter writes them: CSS reads 'a' and "a" alike.
    const normal = (stack: string) => stack.replace(/\s+/g, '').replace(/'/g, '"');
    expect(normal(variable('font-family'))).toBe(normal(String(theme.typography.fontFamily)));
  });
});
