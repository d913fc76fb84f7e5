// autocannon ships no types of its own: the part of its programmatic API the edge benchmark uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      headers?: Record<string, string>;
      /** Seconds a request may take before it counts as a timeout. */
      timeout?: number;
    }

    /** Milliseconds for latency, answers a second for requests. */
    interface Histogram {
      average: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      url: string;
      /** Seconds the run lasted. */
      duration: number;
      latency: Histogram;
      requests: Histogram & { sent: number };
      /** Connection errors and timeouts. */
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats: Record<string, { count: number }>;
    }

    /** A running measurement: 'reqError' for each failed request, and the result once done. */
    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
