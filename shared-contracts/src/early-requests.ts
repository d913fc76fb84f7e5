/**
 * Requests a page starts before the code that needs them has arrived, handed over to that code.
 * The search page's criteria live in the address's hash, which never reaches the server: the
 * shell's first script reads them and asks for the results while the search remote is still
 * downloading; the remote then takes that answer instead of asking again.
 *
 * The shell and the remotes are separate bundles with their own copy of this module, so the
 * requests wait on the page's global object. Each is taken once, and only while it is young: an
 * answer is for the page that asked, not for a search made minutes later.
 */

/** How long a started request waits to be taken; older ones are ignored. */
export const EARLY_REQUEST_MAX_AGE_MS = 30_000;

const GLOBAL_KEY = '__escapadeEarlyRequests__';

interface EarlyRequest {
  startedAt: number;
  answer: Promise<unknown>;
  /** Set once the answer has come (or failed): a taker may then use it before drawing anything. */
  settled?: boolean;
}

function requests(): Map<string, EarlyRequest> {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Map<string, EarlyRequest> };
  holder[GLOBAL_KEY] ??= new Map();
  return holder[GLOBAL_KEY];
}

/** One request: method, api path and JSON body, as both sides build them. */
export function earlyRequestKey(method: 'GET' | 'POST', path: string, body?: unknown): string {
  return `${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}`;
}

/** Starts a request for whoever takes it later; a failure is the taker's to handle. */
export function startEarlyRequest(key: string, run: () => Promise<unknown>, now = Date.now()): void {
  let answer: Promise<unknown>;
  try {
    answer = run();
  } catch (error) {
    answer = Promise.reject(error);
  }
  const request: EarlyRequest = { startedAt: now, answer };
  const settle = () => {
    request.settled = true;
  };
  // Nobody may ever take it: its failure must not surface as an unhandled rejection.
  answer.then(settle, settle);
  requests().set(key, request);
}

/**
 * Whether the request waiting under this key has its answer (or its failure) already, without
 * taking it. A page can then draw that answer in its very first render instead of drawing a
 * placeholder first; a request still on its way, or one too old to be taken, says false.
 */
export function isEarlyRequestSettled(key: string, now = Date.now()): boolean {
  const request = requests().get(key);
  return request !== undefined && now - request.startedAt <= EARLY_REQUEST_MAX_AGE_MS && request.settled === true;
}

/** The answer of the request started for this key, once; undefined when none is waiting. */
export function takeEarlyRequest<T>(key: string, now = Date.now()): Promise<T> | undefined {
  const waiting = requests();
  const request = waiting.get(key);
  waiting.delete(key);
  if (!request || now - request.startedAt > EARLY_REQUEST_MAX_AGE_MS) return undefined;
  return request.answer as Promise<T>;
}
