// Minimal types for the parts of autocannon 9 the bench uses (no @types/autocannon is installed).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    /** One connection. Its events: 'request' (sent), 'response' (status, bytes, ms), 'timeout', 'connError'. */
    interface Client extends EventEmitter {
      /** Internal: the request being answered while 'response' is emitted (pipelining 1), and the sequence. */
      requestIterator?: { currentRequest?: Request; requests?: Request[]; setRequests?: (requests: Request[]) => void };
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      /** Each connection sends these in turn, from the first again after the last. */
      requests?: Request[];
      /** Seconds before a request counts as a timeout (default 10). */
      timeout?: number;
      /** Called with each connection as it is created, before its first request. */
      setupClient?: (client: Client) => void;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      /** Connection errors and timeouts together. */
      errors: number;
      timeouts: number;
      non2xx: number;
      duration: number;
    }
  }
  function autocannon(options: autocannon.Options): EventEmitter & PromiseLike<autocannon.Result>;
  export = autocannon;
}
