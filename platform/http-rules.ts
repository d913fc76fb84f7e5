/**
 * Small decisions the edge and the cdn make about a request, kept apart from the servers so each is
 * tested alone: which paths belong to the api, which paths cannot name anything or must never be
 * served, which hosts are the shop's and which get HSTS, and which request headers must not travel
 * on to the api.
 */
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { POINTS_OF_SALE } from '@escapade/shared-contracts/locales';
import { SERVER_BUNDLE_PATH } from '@escapade/shared-contracts/server-render';

/**
 * How long a client has to send its request to the edge or the cdn, and how long its connection may
 * sit silent, between requests (keep-alive) as within one. Node looks for requests past their time
 * every `timeoutCheckIntervalMs` (its default, 30 s, would let a stalled one live 40 s).
 */
export const CLIENT_TIMEOUTS = {
  headersTimeoutMs: 5_000,
  // The largest body in 10 s needs 26 KB/s; the shop's real bodies are a few kilobytes of JSON.
  requestTimeoutMs: 10_000,
  timeoutCheckIntervalMs: 1_000,
  // Node keeps an idle keep-alive socket `keepAliveTimeout` (Fastify's default: 72 s), apart from
  // the silence allowed within a request: both are set to this.
  idleTimeoutMs: 20_000,
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

/** The query of a request URL, without its `?` (empty when it has none). */
export function rawQueryOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? '' : (url.slice(query + 1).split('#', 1)[0] ?? '');
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

/** A path and each decoding of it (`%2573` → `%73` → `s`), until it no longer changes or decodes. */
function spellingsOf(text: string): string[] {
  const spellings = [text];
  for (let current = text; ;) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return spellings;
    }
    if (decoded === current) return spellings;
    spellings.push(decoded);
    current = decoded;
  }
}

/** The folder a build writes its server bundle to (`dist/server`); the edge reads it from disk. */
export const SERVER_OUTPUT_FOLDER = path.posix.dirname(SERVER_BUNDLE_PATH);

/**
 * Server bundles stay on the servers: they are the whole app unminified, and nothing a browser loads
 * lives in their folder. A path with that folder among its segments is refused in any spelling: any
 * case, percent-encoded (once or more, a `%2F` inside a segment too) or between doubled slashes.
 */
export function isServerOutputPath(rawPath: string): boolean {
  return rawPath
    .split('/')
    .flatMap(spellingsOf)
    .some((spelling) => spelling.split(/[\\/]/).some((segment) => segment.toLowerCase() === SERVER_OUTPUT_FOLDER));
}

/** The host name (lower case, IPv6 without brackets) and port of a well-formed Host header. */
export interface HostOfRequest {
  hostname: string;
  /** '' when the header names none. */
  port: string;
}

const HOST_HEADER = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::(\d{1,5}))?$/i;

/** The host a Host header names; null for one missing or not written as a host (and port) at all. */
export function parseHost(hostHeader: string | undefined): HostOfRequest | null {
  const match = HOST_HEADER.exec(hostHeader ?? '');
  if (!match) return null;
  return { hostname: (match[1] ?? match[2] ?? '').toLowerCase(), port: match[3] ?? '' };
}

/** This machine's own addresses, as literals: 127.0.0.0/8 and ::1. */
export function isLoopbackAddress(hostname: string): boolean {
  return /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '::1';
}

/** Label of the customer-care sites, in front of a site's host name (care.localhost, care.es.localhost). */
const CARE_LABEL = 'care';

/** The host names of the shop's sites and the one a loopback address stands for. */
export interface SiteHosts {
  names: ReadonlySet<string>;
  /** The first domain: its French site, as `localhost` is. */
  loopbackName: string;
}

/**
 * The sites under each domain: the domain itself (the French site), each point of sale's
 * (es.localhost) and customer care's in front of either (care.localhost, care.es.localhost).
 */
export function siteHostsOf(domains: readonly string[]): SiteHosts {
  const names = new Set<string>();
  for (const domain of domains.map((name) => name.toLowerCase())) {
    for (const site of [domain, ...POINTS_OF_SALE.map((pointOfSale) => `${pointOfSale.hostPrefix}.${domain}`)]) {
      names.add(site);
      names.add(`${CARE_LABEL}.${site}`);
    }
  }
  return { names, loopbackName: domains[0]?.toLowerCase() ?? 'localhost' };
}

/**
 * The site a request is for. Pages write their links (canonical, hreflang, the other countries') on
 * it, and the api sets cookies for it: so it is one of the shop's own host names, or a loopback
 * address, which stands for the first domain (no site is called fr.127.0.0.1). Null for any other
 * host, which the edge refuses rather than write a page pointing there.
 */
export function siteHostOf(hostHeader: string | undefined, sites: SiteHosts): HostOfRequest | null {
  const host = parseHost(hostHeader);
  if (!host) return null;
  if (isLoopbackAddress(host.hostname)) return { hostname: sites.loopbackName, port: host.port };
  return sites.names.has(host.hostname) ? host : null;
}

/**
 * Whether the request carries more than one Host header. Node keeps the first for
 * `request.headers.host`, a proxy in front may have read another: such a request names no one host.
 */
export function hasDuplicateHost(rawHeaders: readonly string[]): boolean {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === 'host') count += 1;
  }
  return count > 1;
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
  return !(host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host));
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
