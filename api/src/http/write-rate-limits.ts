/**
 * Per-address limits on the routes that write to the shop store, so one client cannot fill the
 * disk or drown real visitors' rows. Past its limit an address gets 429 with Retry-After. The
 * numbers are ours: each is several times what one visitor's browser sends in a minute.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ClientError } from './error-handling';
import type { ThrottleState } from './throttle-state';

const MINUTE_MS = 60_000;

export interface RateLimit {
  max: number;
  timeWindow: number;
}

export const WRITE_RATE_LIMITS = {
  /** A page view and a handful of events per page. */
  analytics: { max: 300, timeWindow: MINUTE_MS },
  /** Browser error reports, already sampled by the shell. */
  clientLogs: { max: 60, timeWindow: MINUTE_MS },
  notFoundReports: { max: 30, timeWindow: MINUTE_MS },
  /** One per experiment a visitor meets: a handful per visit. */
  flagActivations: { max: 30, timeWindow: MINUTE_MS },
  /** The footer form and the acquisition modal. */
  newsletter: { max: 10, timeWindow: MINUTE_MS },
  /** A contact case is written by hand: ten a minute is already many people behind one address. */
  contact: { max: 10, timeWindow: MINUTE_MS },
  /** Booking lookups, right or wrong (wrong ones are also throttled apart, over a longer window). */
  bookingLookups: { max: 20, timeWindow: MINUTE_MS },
  orders: { max: 20, timeWindow: MINUTE_MS },
  /** A gift code typed (and the unknown ones are throttled apart), or a beneficiary leaving. */
  beneficiary: { max: 30, timeWindow: MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

/** Route options that apply `limit` (per client address) to one route. */
export function rateLimited(limit: RateLimit): { config: { rateLimit: RateLimit } } {
  return { config: { rateLimit: limit } };
}

interface RateWindow {
  startedAt: number;
  count: number;
}

/** What @fastify/rate-limit asks its store for: the requests counted in the window, and its time left. */
interface RateCount {
  current: number;
  ttl: number;
}

/**
 * @fastify/rate-limit's store over the api's throttle state, so a limit holds across every api of
 * a shared store: a fixed window per route and address that opens with its first request.
 */
function rateLimitStoreOver(state: ThrottleState, now: () => number) {
  return class ThrottleStateRateLimitStore {
    constructor(
      _globalOptions?: unknown,
      private readonly route: string = 'every route',
    ) {}

    incr(key: string, done: (error: Error | null, count?: RateCount) => void, timeWindow: number): void {
      state
        .change<RateWindow, RateCount>([`rate:${this.route}:${key}`], ([window]) => {
          const at = now();
          const live = window && window.startedAt + timeWindow > at ? window : { startedAt: at, count: 0 };
          const next = { startedAt: live.startedAt, count: live.count + 1 };
          const endsAt = next.startedAt + timeWindow;
          return { next: [{ value: next, expiresAt: endsAt }], result: { current: next.count, ttl: endsAt - at } };
        })
        .then(
          (count) => done(null, count),
          (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** A route's own counts: the plugin passes the route's limit, its route under `routeInfo`. */
    child(routeOptions: object): ThrottleStateRateLimitStore {
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new ThrottleStateRateLimitStore(undefined, `${[method ?? ''].flat().join(',')} ${url ?? ''}`);
    }
  };
}

/**
 * Registers the limiter; only routes given `rateLimited(…)` are limited. Counts go to `state`: this
 * api's memory, or the store every api shares.
 */
export async function installWriteRateLimits(
  app: FastifyInstance,
  state: ThrottleState,
  now: () => number = Date.now,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreOver(state, now),
    errorResponseBuilder: (_request, context) =>
      new ClientError(
        429,
        `Too many requests from this address: try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
      ),
  });
}
