// Issue #24, docs/decisions/0015-storefront-static-css.md: the storefront's static CSS and the MUI pages share one
// palette, one radius, one font stack and the same shadows. styles/theme.ts is where they are written; this turns that
// theme into the `:root` CSS variables of styles/theme-tokens.css (scripts/generate-theme-css.ts writes the file,
// styles/theme-css.test.ts fails when the committed file is not what this returns). Pure: no file, no DOM.
import type { Theme } from '@mui/material/styles';

/** The variables, in the order they are written. Names are what components/ui/*.module.css and globals.css use. */
export function themeTokens(theme: Theme): [name: string, value: string][] {
  const { palette, shape, typography, shadows, zIndex } = theme;
  return [
    ['color-primary', palette.primary.main],
    ['color-primary-dark', palette.primary.dark],
    ['color-on-primary', palette.primary.contrastText],
    ['color-secondary', palette.secondary.main],
    ['color-secondary-dark', palette.secondary.dark],
    ['color-on-secondary', palette.secondary.contrastText],
    ['color-background', palette.background.default],
    ['color-paper', palette.background.paper],
    ['color-text', palette.text.primary],
    ['color-text-secondary', palette.text.secondary],
    ['color-divider', palette.divider],
    ['radius', `${shape.borderRadius}px`],
    // Single quotes, as Prettier writes CSS strings (.prettierrc singleQuote): the committed file stays formatted.
    ['font-family', String(typography.fontFamily).replace(/"/g, "'")],
    // The elevations the static CSS draws (cards, menus, dialogs), as MUI's Paper elevation 1, 6 and 8.
    ['shadow-1', shadows[1]],
    ['shadow-6', shadows[6]],
    ['shadow-8', shadows[8]],
    // z-index layers, as MUI's theme.zIndex.
    ['z-app-bar', String(zIndex.appBar)],
    ['z-drawer', String(zIndex.drawer)],
    ['z-modal', String(zIndex.modal)],
    ['z-tooltip', String(zIndex.tooltip)],
  ];
}

/** The whole styles/theme-tokens.css: a header saying where it comes from and one `:root` block. */
export function themeCssVariables(theme: Theme): string {
  // A space after each comma, as Prettier writes CSS values (MUI's shadows have none): the committed file stays formatted.
  const lines = themeTokens(theme).map(([name, value]) => `  --${name}: ${value.replace(/,\s*/g, ', ')};`);
  return [
    '/* Generated from styles/theme.ts by scripts/generate-theme-css.ts (npm run theme-css): do not edit by hand.',
    '   docs/decisions/0015-storefront-static-css.md; styles/theme-css.test.ts fails when this file is out of date. */',
    ':root {',
    ...lines,
    '}',
    '',
  ].join('\n');
}
