// Text no person types: C0 control characters other than tab and line breaks, DEL, and lone UTF-16
// surrogates. PostgreSQL refuses 0x00 in text (a 500 before issue #7), and none of them is ever part of a
// name, an address or an id; the request gate, the proxy and the page loaders refuse them.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasBadCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text) || LONE_SURROGATE.test(text);
}
