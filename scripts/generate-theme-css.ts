// Writes styles/theme-tokens.css from styles/theme.ts (issue #24, docs/decisions/0015-storefront-static-css.md).
// The file is committed; `npm run theme-css` rewrites it, and predev/prebuild run it so a changed theme is never
// served with old variables. styles/theme-css.test.ts fails when the committed file differs from this output.
import fs from 'node:fs';
import path from 'node:path';
import { themeCssVariables } from '../styles/theme-css';
import { theme } from '../styles/theme';

const target = path.join(__dirname, '..', 'styles', 'theme-tokens.css');
const css = themeCssVariables(theme);
const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
if (before !== css) {
  fs.writeFileSync(target, css);
  console.log(`styles/theme-tokens.css ${before === null ? 'written' : 'updated'} from styles/theme.ts`);
}
