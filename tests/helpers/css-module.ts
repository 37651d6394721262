// The rules of a CSS Module as the browser parses them (jsdom's CSSOM), for unit tests of values a component's static
// CSS must share with TypeScript constants (docs/decisions/0015-storefront-static-css.md): jest maps a CSS Module's
// import to its class names, so the rules are read from the file.
import fs from 'node:fs';
import path from 'node:path';

export interface CssRule {
  /** The media query around the rule, '' when none. */
  media: string;
  selector: string;
  /** Declarations, e.g. { bottom: '88px' }. */
  style: Record<string, string>;
}

/** Every style rule of the CSS file at `file` (relative to the repository root), nested media rules flattened. */
export function cssRules(file: string): CssRule[] {
  const element = document.createElement('style');
  element.textContent = fs.readFileSync(path.join(__dirname, '..', '..', file), 'utf8');
  document.head.append(element);
  const sheet = element.sheet!;
  element.remove();
  const rules: CssRule[] = [];
  const visit = (list: CSSRuleList, media: string) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.media.mediaText);
      else if (rule instanceof CSSStyleRule) {
        const style: Record<string, string> = {};
        for (const name of Array.from(rule.style)) style[name] = rule.style.getPropertyValue(name);
        rules.push({ media, selector: rule.selectorText, style });
      }
    }
  };
  visit(sheet.cssRules, '');
  return rules;
}

/** The declarations for `selector` under `media` ('' for none), merged in source order. */
export function declarations(rules: CssRule[], selector: string, media = ''): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => rule.media === media && rule.selector === selector).map((rule) => rule.style));
}
