// One hostile request: what differs from the route's seed request, and the class it belongs to.
import fc from 'fast-check';
import type { HostileClass, RawBody } from './hostile-values';

export interface HostileCase {
  klass: HostileClass;
  label: string;
  method: string;
  /** Path parameter values (already URL-encoded) that replace the samples. */
  params?: Record<string, string>;
  /** The query string without "?", replacing the seed's. */
  query?: string;
  /** Replaces the seed body. */
  body?: RawBody;
  headers?: Record<string, string>;
  /** Same origin when not set; null sends no Origin header at all. */
  origin?: string | null;
  /** The signed route's X-Sandbox-Signature: computed over the body when not set, 'none' to leave it out. */
  signature?: string;
  /**
   * Must be refused (issue #24): any 4xx with the `{ code, message }` envelope — not only "no 5xx". An unknown field
   * or malformed JSON may be answered 401/403/404 first, but never accepted and never in Next's plain text.
   */
  refused?: true;
}

/** A case that prints as its one-line description (fast-check prints counterexamples with it). */
export function makeCase(fields: HostileCase): HostileCase {
  const value = { ...fields };
  Object.defineProperty(value, fc.toStringMethod, { value: () => describeCase(value), enumerable: false });
  return value;
}

export function describeCase(c: HostileCase): string {
  const parts = [`[${c.klass}] ${c.label}`];
  if (c.params) parts.push(`params ${JSON.stringify(c.params).slice(0, 120)}`);
  if (c.query !== undefined) parts.push(`query ${excerpt(c.query, 120)}`);
  return parts.join(' · ');
}

/** At most `max` characters (the start and the end of a longer text), control characters made visible. */
export function excerpt(text: string | Buffer, max = 160): string {
  const value = typeof text === 'string' ? text : text.toString('latin1');
  const visible = (part: string) => part.replace(/[\u0000-\u001f\u007f]/g, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
  if (value.length <= max) return visible(value);
  // The end matters too: an added key is the body's last field.
  const tail = Math.floor(max / 3);
  return `${visible(value.slice(0, max - tail))}…${visible(value.slice(-tail))} (${value.length.toLocaleString('en')} chars)`;
}
