/**
 * One HTTP client per app, with the shop's policy for every api call: a time limit per attempt,
 * one retry for reads that failed for a reason a second try can fix, and none for writes (a
 * repeated POST could store a sign-up or book an order twice; writes that are safe to repeat carry
 * an idempotency key and set their own retry).
 */
import ky, { HTTPError, type KyInstance } from 'ky';

/** One attempt of an api call may take this long before it fails (the api answers in milliseconds). */
export const API_TIMEOUT_MS = 10_000;

/** Statuses a second try can fix: the api restarting (503), overloaded (429), or a gateway hiccup. */
export const RETRIED_STATUSES = [408, 429, 500, 502, 503, 504] as const;

/** Reads are tried twice at most; the wait between tries is capped so a page never hangs on it. */
export const READ_RETRY = {
  limit: 1,
  methods: ['get', 'head'],
  statusCodes: [...RETRIED_STATUSES],
  backoffLimit: 2_000,
};

export interface ApiClientOptions {
  /**
   * Ends every call of the client when it aborts (a server render the edge gave up on): a pending
   * call is cancelled, and later ones fail at once. A call's own signal still applies beside it.
   */
  signal?: AbortSignal;
}

/**
 * `apiBase` is '' in the browser (the edge serves the api on the page's own origin) and an absolute
 * origin on the server and in tests. Calls name paths without a leading slash: `api.get('weekend/1/detail.json')`.
 */
export function createApiClient(apiBase: string, { signal }: ApiClientOptions = {}): KyInstance {
  return ky.create({
    prefixUrl: apiBase === '' ? '/' : apiBase,
    timeout: API_TIMEOUT_MS,
    // Nobody waits for the answer of a call whose client was stopped: a second try would only load the api.
    retry: { ...READ_RETRY, shouldRetry: () => (signal?.aborted ? false : undefined) },
    // ky joins this signal to each call's own (and to its time limit).
    ...(signal ? { signal } : {}),
    hooks: {
      beforeError: [
        async (error) => {
          // A refusal's body is read through a copy, so the answer is complete even when nobody
          // wants its details (a browser otherwise keeps the unread answer open); the error keeps
          // its own, unread, for whoever does.
          await error.response
            .clone()
            .arrayBuffer()
            .catch(() => undefined);
          return error;
        },
      ],
    },
  });
}

/** The api said the thing asked for does not exist (an unknown offer id, an unpublished page). */
export function isNotFound(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 404;
}
