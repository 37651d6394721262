// The embedded database takes turns with the rest of the server (issue #11, docs/decisions/0018-pglite-turns.md).
//
// PGlite runs each statement synchronously in WebAssembly on the server's one thread and settles its promise in a
// microtask, so a request that reads the database never gives the event loop back: under load, every request in
// flight ran its statements and its render in one unbroken turn of the loop (2–3 s measured at 200 connections).
// Node accepts new connections, reads sockets and fires timers only between turns, so some connections waited
// 30 s for their first answer while others were served again and again. PostgreSQL answers over a socket, which
// gives the loop back at every statement; this makes PGlite do the same: each statement — or transaction —
// waits for its own turn of the loop (setImmediate), one at a time and first come, first served.
//
// Statements inside a transaction go straight on: the transaction already holds PGlite's lock and must not sit in
// the queue behind statements that are waiting for that lock.
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

/** `pglite` as the Prisma adapter uses it, with `query` and `transaction` each waiting for their turn. */
export function takingTurns(pglite: PGlite, turns = new LoopTurns()): PGlite {
  const query: PGlite['query'] = async (...args) => {
    await turns.take();
    return pglite.query(...args);
  };
  const transaction: PGlite['transaction'] = async (...args) => {
    await turns.take();
    return pglite.transaction(...args);
  };
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // PGlite's methods use private fields: they must run with the real instance as `this`.
      if (!bound.has(property)) bound.set(property, (value as (...a: unknown[]) => unknown).bind(target));
      return bound.get(property);
    },
  });
}
