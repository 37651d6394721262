// The database takes turns with the rest of the server (issue #11, docs/decisions/0018-database-turns.md).
//
// Node accepts new connections, reads sockets and fires timers only between turns of its event loop — on this
// machine one new connection per turn. A turn runs every callback that is ready, so when many requests can go on at
// once (their statements answered together) one turn holds all their work: under load 2–3 s, and connections opened
// meanwhile waited up to 30 s for their first answer while others were served again and again.
//
// PGlite runs each statement synchronously in WebAssembly on this thread and settles its promise in a microtask: a
// request never gave the loop back at all. Each statement — or transaction — now first waits for its own turn; one
// queue, first come first served, one waiter per turn (`setImmediate`).
//
// PostgreSQL answers over a socket, so each answer gives the loop back already. Its answers also waited for a turn
// until session 13 measured them without: the signed-in mix and my page were as fast or faster (decision 0018,
// "PostgreSQL: measured again"), so on PostgreSQL the queue is gone.
import type { PGlite } from '@electric-sql/pglite';

// Taken at load: a test's fake timers must not stop the database.
const nextLoopTurn = setImmediate;

/** First come, first served; one waiter released per turn of the event loop. */
export class LoopTurns {
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;

  /** Resolves in a later turn of the event loop, after every earlier caller's turn. */
  take(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      if (!this.scheduled) {
        this.scheduled = true;
        nextLoopTurn(this.release);
      }
    });
  }

  get queued(): number {
    return this.waiting.length;
  }

  // One per turn: a callback queued by setImmediate while the loop runs its immediates runs in the next turn, after
  // Node has polled its sockets and run its timers.
  private readonly release = (): void => {
    this.waiting.shift()?.();
    if (this.waiting.length > 0) nextLoopTurn(this.release);
    else this.scheduled = false;
  };
}

/** The process's one queue: the embedded database's statements take their turns here. */
export const databaseTurns = new LoopTurns();

type AnyFunction = (...args: unknown[]) => unknown;

/** `target` with some methods replaced; the others run with the real instance as `this` (private fields). */
function replacing<T extends object>(target: T, replaced: Partial<Record<PropertyKey, AnyFunction>>): T {
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(object, property) {
      const replacement = replaced[property];
      if (replacement) return replacement;
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      if (!bound.has(property)) bound.set(property, (value as AnyFunction).bind(object));
      return bound.get(property);
    },
  });
}

/**
 * `pglite` as the Prisma adapter uses it, with `query` and `transaction` each waiting for their turn first. Statements
 * inside a transaction go straight on: it holds PGlite's lock already, and must not queue behind statements waiting
 * for that lock.
 */
export function takingTurns(pglite: PGlite, turns = databaseTurns): PGlite {
  return replacing(pglite, {
    query: async (...args: unknown[]) => {
      await turns.take();
      return (pglite.query as AnyFunction)(...args);
    },
    transaction: async (...args: unknown[]) => {
      await turns.take();
      return (pglite.transaction as AnyFunction)(...args);
    },
  });
}
