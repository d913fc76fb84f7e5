/**
 * Small decisions the edge and the cdn make about a request, kept apart from the servers so each is
 * tested alone: which paths belong to the api, which paths cannot name anything, which hosts get
 * HSTS, and which request headers must not travel on to the api.
 */
import { STATUS_CODES } from 'node:http';

/**
 * How long a client has to send its request to the edge or the cdn. Node looks for requests past
 * their time every `timeoutCheckIntervalMs` (its default, 30 s, would let a stalled one live 40 s).
 */
export const CLIENT_TIMEOUTS = {
  headersTimeoutMs: 5_000,
  // The largest body in 10 s needs 26 KB/s; the shop's real bodies are a few kilobytes of JSON.
  requestTimeoutMs: 10_000,
  timeoutCheckIntervalMs: 1_000,
} as const;

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/** Error bodies of the edge and the cdn: status, its name and a sentence for people; never an internal code. */
export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/**
 * Paths the api answers: the prefixes of its calls and a few bare files. None may cover a page of
 * any locale: a page path sent to the api shows its JSON 404.
 */
export const API_PREFIXES = [
  '/api',
  '/gateway',
  '/analytics',
  '/weekend',
  '/hotels',
  '/product',
  '/content',
  '/images',
  '/logs',
  '/error',
  '/autocomplete-geonames.json',
  '/recommendedAutocomplete.json',
  '/health',
] as const;

/** A prefix covers itself and what lies under it: `/api` covers `/api/flags`, never `/apiary`. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The path of a request URL, still percent-encoded. */
export function rawPathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

// NUL and the other control characters name no page or file of the shop.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * A path that cannot name a page, a file or an api resource: a segment that does not decode, or
 * that decodes to a control character, a slash or backslash (`%2F` smuggles a separator past the
 * router), or a dot segment (`..` climbs out of a folder).
 */
export function isMalformedPath(rawPath: string): boolean {
  for (const segment of rawPath.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    if (CONTROL_CHARACTER.test(decoded) || decoded.includes('/') || decoded.includes('\\')) return true;
    if (decoded === '.' || decoded === '..') return true;
  }
  return false;
}

/** Source maps stay off public servers: they hand out the whole source. Checked decoded too (`%2Emap`). */
export function isSourceMapPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // undecodable: judged as written
  }
  return /\.map$/i.test(pathname) || /\.map$/i.test(decoded);
}

/** The host name of a Host header, without port or IPv6 brackets, lower case. */
function hostNameOf(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']') === -1 ? undefined : host.indexOf(']'));
  return host.replace(/:\d*$/, '').replace(/\.$/, '');
}

/**
 * Browsers keep HSTS for a year and for every sub-domain: sent for localhost it would force https on
 * every local port and site. So it goes to every host but this machine's own names.
 */
export function sendsHsts(hostHeader: string | undefined): boolean {
  if (!hostHeader) return true;
  const host = hostNameOf(hostHeader);
  return !(host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1');
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Request headers that describe the client's connection to the edge, not the request: they must not
 * be forwarded (RFC 9110 §7.6.1), and the api client (undici) refuses some of them outright
 * ("expect header not supported"). The edge answers `Expect: 100-continue` itself.
 */
const HOP_BY_HOP_HEADERS = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
];

/** Who the client is, as a proxy tells it: written by the edge alone, never taken from the client. */
const CLIENT_IDENTITY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

export interface ForwardedRequest {
  /** Whether a body goes on to the api (not for GET, HEAD or an empty POST). */
  forwardsBody: boolean;
  /** The address the edge's socket sees. */
  clientAddress: string;
  /** The host name the visitor asked for (the site of the page): the api decides cookie attributes on it. */
  host?: string;
}

/**
 * The headers the api gets. The api trusts the edge's X-Forwarded-For for its per-address limits and
 * its X-Forwarded-Host for the site a cookie is set on, so ones the client wrote itself are replaced,
 * never passed on.
 */
export function forwardableHeaders<Headers extends object>(headers: Headers, request: ForwardedRequest): Headers {
  const forwarded = { ...headers } as Record<string, unknown>;
  for (const name of [...HOP_BY_HOP_HEADERS, ...CLIENT_IDENTITY_HEADERS]) delete forwarded[name];
  // A declared length with no body would announce bytes that never come.
  if (!request.forwardsBody) delete forwarded['content-length'];
  forwarded['x-forwarded-for'] = request.clientAddress;
  if (request.host) forwarded['x-forwarded-host'] = request.host;
  return forwarded as Headers;
}
