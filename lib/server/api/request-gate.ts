// The request gate: every API route's query and parsed body pass through here before the route runs
// (issue #7: "no hostile input reaches a 500"). What it refuses, each as a 400 naming the field:
// - nesting deeper than MAX_DEPTH (a 5,000-level array overflowed the stack in validation),
// - keys named like Object.prototype's members (__proto__, constructor, toString, valueOf…: yup looked
//   them up on its field map and crashed),
// - control characters other than tab and line breaks, and lone UTF-16 surrogates (PostgreSQL refuses
//   0x00 in text; neither is ever part of real text),
// - numbers that are not finite or not exact (|n| > 2^53 − 1): no column takes them. The range of each
//   column (money, quantities, ids) is then checked by the route's yup schema (lib/shared/schemas).
// The walk is iterative, so no input can overflow the stack here either. apiHandler's body reader
// (read-body.ts) already limits the size (1 MB) and answers 413 past it; routes that read the raw stream check their own.
import type { FieldError } from '@/lib/shared/errors';
import { hasBadCharacters } from '@/lib/shared/text';
import { AppError } from '../errors/app-error';
import { translateServer } from '../i18n/translate-server';

export const GATE_LIMITS = {
  maxDepth: 32,
  /** Values in one body: an order of 1,000 lines with ~15 fields fits. */
  maxNodes: 50_000,
  maxKeyLength: 100,
} as const;

// Every name Object.prototype has (toString, valueOf, hasOwnProperty, __proto__, constructor, …) and
// `prototype`: as a key, yup looked it up on its field map and crashed ("field.resolve is not a
// function"); as an object's own key ({"toString": 1}) it broke every conversion to text.
const FORBIDDEN_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

export const GATE_ERRORS = {
  tooDeep: 'errors:gate.tooDeep',
  tooLarge: 'errors:gate.tooLarge',
  forbiddenKey: 'errors:gate.forbiddenKey',
  badCharacters: 'errors:gate.badCharacters',
  badNumber: 'errors:gate.badNumber',
} as const;

export interface GateProblem {
  path: string;
  key: (typeof GATE_ERRORS)[keyof typeof GATE_ERRORS];
}

/** A field's path as yup and the forms write it: `lines[2].grade`. */
export const joinPath = (parent: string, key: string | number) => (typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key);

/** The first problem in a parsed JSON value (depth-first, iterative), or null when it may pass. */
export function inspectValue(root: unknown, rootPath = ''): GateProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: rootPath, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (++nodes > GATE_LIMITS.maxNodes) return { path: rootPath, key: GATE_ERRORS.tooLarge };
    if (typeof value === 'string') {
      if (hasBadCharacters(value)) return { path, key: GATE_ERRORS.badCharacters };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return { path, key: GATE_ERRORS.badNumber };
    } else if (value !== null && typeof value === 'object') {
      if (depth >= GATE_LIMITS.maxDepth) return { path, key: GATE_ERRORS.tooDeep };
      if (Array.isArray(value)) {
        for (let index = value.length - 1; index >= 0; index--) stack.push({ value: value[index], path: joinPath(path, index), depth: depth + 1 });
      } else {
        for (const key of Object.keys(value)) {
          const keyPath = joinPath(path, key.slice(0, GATE_LIMITS.maxKeyLength));
          if (FORBIDDEN_KEYS.has(key)) return { path: keyPath, key: GATE_ERRORS.forbiddenKey };
          if (key.length > GATE_LIMITS.maxKeyLength || hasBadCharacters(key)) return { path: keyPath, key: GATE_ERRORS.badCharacters };
          stack.push({ value: (value as Record<string, unknown>)[key], path: keyPath, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

/**
 * Query and path parameters: no control characters (a NUL in the sandbox payment id reached the
 * database). Their length is bounded by Node's 16 KB header limit; each route judges its own values.
 */
export function inspectQuery(query: Record<string, string | string[] | undefined>): GateProblem | null {
  for (const [name, raw] of Object.entries(query)) {
    if (FORBIDDEN_KEYS.has(name)) return { path: name, key: GATE_ERRORS.forbiddenKey };
    for (const value of Array.isArray(raw) ? raw : [raw ?? '']) {
      if (hasBadCharacters(value) || hasBadCharacters(name)) return { path: name, key: GATE_ERRORS.badCharacters };
    }
  }
  return null;
}

export function gateError(problem: GateProblem): AppError {
  const message = translateServer('en', problem.key);
  const errors: FieldError[] = [{ path: problem.path, key: problem.key, message }];
  return new AppError('VALIDATION', message, problem.key, { errors });
}

/** Throws a 400 naming the field when the request's query or parsed body may not reach a route. */
export function assertRequestPasses(req: { query?: Record<string, string | string[] | undefined>; body?: unknown }): void {
  const problem = inspectQuery(req.query ?? {}) ?? (req.body === undefined ? null : inspectValue(req.body));
  if (problem) throw gateError(problem);
}
