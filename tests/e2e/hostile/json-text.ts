// JSON bodies written as text by hand. JSON.stringify cannot say what a hostile client can: a key
// "__proto__" typed into an object literal sets the prototype instead of adding a key, and numbers such
// as -0, 1e400 or 9007199254740993 do not survive as JS numbers. Raw fragments go on the wire verbatim.

/** JSON text sent exactly as written (may be invalid JSON on purpose). */
export class RawJson {
  constructor(readonly text: string) {}
}

export type JsonValue = null | boolean | number | string | RawJson | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const raw = (text: string) => new RawJson(text);

export function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson);
}

/** Own keys only, so an own "__proto__" key is written like any other. */
export function toJsonText(value: JsonValue): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${toJsonText(value[key]!)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A copy of `object` with `key` set as an own, enumerable property (also for "__proto__"). */
export function withKey(object: JsonObject, key: string, value: JsonValue): JsonObject {
  const copy: JsonObject = {};
  for (const existing of Object.keys(object)) define(copy, existing, object[existing]!);
  define(copy, key, value);
  return copy;
}

function define(target: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export type JsonPath = (string | number)[];

/** "lines[0].quantity" */
export function pathText(path: JsonPath): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '') || '(body)';
}

/** Every path in the value (objects, arrays and leaves), the root excluded, parents first. */
export function allPaths(value: JsonValue, prefix: JsonPath = []): JsonPath[] {
  const children: [string | number, JsonValue][] = Array.isArray(value)
    ? value.map((child, index) => [index, child])
    : isObject(value)
      ? Object.keys(value).map((key) => [key, value[key]!])
      : [];
  return children.flatMap(([key, child]) => [[...prefix, key], ...allPaths(child, [...prefix, key])]);
}

export function valueAt(value: JsonValue, path: JsonPath): JsonValue | undefined {
  let current: JsonValue | undefined = value;
  for (const part of path) {
    if (Array.isArray(current) && typeof part === 'number') current = current[part];
    else if (isObject(current) && typeof part === 'string') current = Object.prototype.hasOwnProperty.call(current, part) ? current[part] : undefined;
    else return undefined;
  }
  return current;
}

/** A copy of `root` with the value at `path` replaced (the root itself when the path is empty). */
export function replaceAt(root: JsonValue, path: JsonPath, replacement: JsonValue): JsonValue {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...JsonPath];
  if (Array.isArray(root) && typeof head === 'number') return root.map((child, index) => (index === head ? replaceAt(child, rest, replacement) : child));
  if (isObject(root) && typeof head === 'string') return withKey(root, head, replaceAt(root[head] ?? null, rest, replacement));
  return root;
}

/** A copy of `root` with `key` added to the object at `path`. */
export function addKeyAt(root: JsonValue, path: JsonPath, key: string, value: JsonValue): JsonValue {
  const target = valueAt(root, path);
  if (!isObject(target)) return root;
  return replaceAt(root, path, withKey(target, key, value));
}
