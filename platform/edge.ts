/**
 * The edge: one origin per point of sale (localhost, es.localhost, be.localhost…). Serves the
 * shell, /registry.json (never cached) and proxies the api paths, with security headers.
 * Nothing a client sends may take it down: bodies are bounded, slow requests are dropped, a
 * malformed path gets the shop's not-found page and an unreachable api a 503 the page can retry.
 * It answers only for the shop's own hosts (and loopback addresses), and never serves server code.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { LOCALES } from '@escapade/shared-contracts/locales';
import type { Registry } from '@escapade/shared-contracts/registry';
import { matchRoute } from '../shell/src/utils/route-table';
import { appDir, type EdgeConfig } from './config';
import { BODY_LIMIT_BYTES } from '../api/src/http/request-limits';
import {
  API_PREFIXES,
  CLIENT_TIMEOUTS,
  HSTS_VALUE,
  errorBody,
  forwardableHeaders,
  hasDuplicateHost,
  isApiPath,
  isMalformedPath,
  isServerOutputPath,
  isSourceMapPath,
  rawPathOf,
  rawQueryOf,
  sendsHsts,
  siteHostOf,
  siteHostsOf,
  type HostOfRequest,
} from './http-rules';
import { createRegistrySource } from './registry-source';
import { pageRemoteOf, remoteFilesOf, remotePreloadTags, type PageRemote } from './remote-preloads';
import { createRemoteSource, type RemoteSource } from './remote-source';
import {
  OVERRIDE_PARAMETER,
  overridesAfter,
  overridesCookie,
  overridesOf,
  parseOverride,
  withOverrides,
  type OverridePolicy,
} from './remote-overrides';
import { renderPageOnServer } from './server-render';
import { createFreshCache } from './fresh-cache';
import { deflateParts, gzipJoined } from './gzip-parts';
import { createRenderPool, defaultRenderThreads } from './render-pool';
import { shellStyleElement, styleElement } from './inline-styles';
import {
  createPageTemplateSource,
  pageParts,
  type PageParts,
  type PageSlots,
  type PageTemplate,
} from './page-template';
import { renderEvents, type RenderEnd, type RenderEvent, type RenderedHead } from './page-render-events';
import { originalFile, registerCompression, varyOnEncoding } from './compression';

export { API_PREFIXES, isApiPath };

export interface EdgeLimits {
  /** Largest request body, in bytes. */
  bodyLimitBytes: number;
  /** Time a client has to send its request headers. */
  headersTimeoutMs: number;
  /** Time a client has to send its whole request, body included. */
  requestTimeoutMs: number;
  /** How often node looks for requests past those two timeouts. */
  timeoutCheckIntervalMs: number;
  /**
   * A socket silent this long is closed, within a request or between two (keep-alive). Longer than
   * upstreamTimeoutMs, so a slow api still gets its 504 through.
   */
  idleTimeoutMs: number;
  /** Time the api has to answer (headers, then each part of the body). */
  upstreamTimeoutMs: number;
  /** Retry-After of a 503 while the api is down: about the time it takes to be restarted. */
  retryAfterSeconds: number;
}

export const EDGE_LIMITS: Readonly<EdgeLimits> = {
  // The api's own limit: a larger body would only be refused further in.
  bodyLimitBytes: BODY_LIMIT_BYTES,
  ...CLIENT_TIMEOUTS,
  // The api answers in milliseconds (20 ms p95 search budget): 15 s means it is stuck.
  upstreamTimeoutMs: 15_000,
  retryAfterSeconds: 5,
};

export interface EdgeOptions {
  /** The shell's build folder (its index.html is every page). */
  shellDist?: string;
  /** Shorter limits for tests; the shop runs with EDGE_LIMITS. */
  limits?: Partial<EdgeLimits>;
  /** Pages are rendered on the server unless this is false (then the browser renders them all). */
  serverRendering?: boolean;
  /** A shorter remote render budget for tests; the shop runs with REMOTE_RENDER_BUDGET_MS. */
  remoteRenderBudgetMs?: number;
  /** Where the edge writes what happened; the console unless given. */
  log?: EdgeLog;
  /** How long a registry read is used (tests: 0, read for every page); REGISTRY_TTL_MS unless given. */
  registryTtlMs?: number;
  /** Render threads (0: in the edge's own thread); one per core unless given (defaultRenderThreads). */
  renderThreads?: number;
  /** Another budget for a page's render once started, for tests; PAGE_RENDER_BUDGET_MS unless given. */
  pageRenderBudgetMs?: number;
  /** Where remotes' manifests, styles and server bundles are read; the cdn over HTTP unless given. */
  remotes?: RemoteSource;
  /** How long a rendered page is served to every visitor as it is; PAGE_CACHE unless given (0: never). */
  pageCache?: Partial<PageCacheLimits>;
}

export interface PageCacheLimits {
  /** A page younger than this is sent as it is. */
  freshMs: number;
  /** Up to this age it is still sent, while one render replaces it. */
  staleMs: number;
  maxEntries: number;
  /** Total characters of the pages kept. */
  maxSize: number;
}

/**
 * Anonymous pages are the same for every visitor of a site and address: the server render reads
 * nothing of the visitor (no cookie, no header but the host), the account, the basket and the care
 * mode being drawn by the browser. So a rendered page is kept a few seconds per site, address and
 * registry version, and a burst of visitors costs one render. A page whose render failed in part is
 * not kept. Prices and availability in a kept page are at most staleMs old; the browser asks the
 * api again for what a shopper acts on (the quote, the order).
 */
export const PAGE_CACHE: Readonly<PageCacheLimits> = {
  freshMs: 5_000,
  staleMs: 30_000,
  maxEntries: 1_000,
  // About 200 KB a page: some 300 pages of the six sites.
  maxSize: 64 * 1024 * 1024,
};

/** The edge's log: one line per event, with the error behind it when there is one. */
export interface EdgeLog {
  info(line: string): void;
  warn(line: string, error?: unknown): void;
  error(line: string, error?: unknown): void;
}

const CONSOLE_LOG: EdgeLog = {
  info: (line) => console.info(line),
  warn: (line, error) => console.warn(line, error ?? ''),
  error: (line, error) => console.error(line, error ?? ''),
};

/** Origins remotes load from: the cdn, and any other origin the registry points at (a team's dev server). */
function remoteOrigins(config: EdgeConfig, registry: Registry): string {
  const origins = new Set([config.cdnOrigin]);
  for (const entry of Object.values(registry.remotes)) {
    try {
      origins.add(new URL(entry.manifestUrl).origin);
    } catch {
      // parseRegistry keeps absolute URLs only
    }
  }
  return [...origins].join(' ');
}

function securityHeaders(config: EdgeConfig, registry: Registry): Record<string, string> {
  const cdn = remoteOrigins(config, registry);
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' ${cdn}`,
      // Every app's CSS is a file (extracted at build time). The only <style> elements are the few
      // rules react-aria adds at run time, which carry the page's one-time nonce (see sendPage).
      `style-src 'self' ${cdn}`,
      // Style attributes (a photo's aspect ratio, a progress width) come in the server's markup,
      // where React cannot set them through the DOM: they are allowed, <style> elements are not.
      "style-src-attr 'unsafe-inline'",
      `img-src 'self' data: blob: ${cdn}`,
      `font-src 'self' data: ${cdn}`,
      `connect-src 'self' ${cdn}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Pages, the shell's files and the api's answers are for the shop's own pages (the cdn,
    // whose files other origins load, says cross-origin).
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** How long the api has to vouch for a care operator setting an override. */
const OPERATOR_CHECK_TIMEOUT_MS = 3_000;

/** Random bytes of a page's nonce: 128 bits, as CSP recommends. */
const NONCE_BYTES = 16;

/** A page composed once for every visitor: its nonce is written in when it is sent. */
interface ComposedPage {
  statusCode: number;
  /**
   * The page's bytes around the places each answer's own nonce goes: joined per answer without
   * encoding the page's text again (a long string costs more to measure and encode than to copy).
   */
  parts: Buffer[];
  /** The same parts compressed once (gzip-parts.ts): an answer compresses its nonce alone. */
  deflated: Buffer[];
  etag: string;
  /** Rendered whole: kept for the next visitors. */
  complete: boolean;
}

type PageAnswer = ComposedPage | { redirect: string; complete: boolean };

/**
 * The policy of one page: its nonce added to style-src (react-aria's rules, the inlined
 * stylesheets) and script-src (the loader that starts a server-rendered page's scripts).
 */
export function withPageNonce(policy: string, nonce: string): string {
  return policy
    .replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`)
    .replace(/style-src ([^;]*)/, `style-src $1 'nonce-${nonce}'`);
}

/** A page path of some locale's route table; anything else is a page the shop does not have. */
function isShopPage(pathname: string): boolean {
  return LOCALES.some((locale) => matchRoute(locale, pathname) !== null);
}

/** A file name ends the path (main.js, chunk.1234abcd.js): a missing one is a 404, not a page. */
function looksLikeFile(pathname: string): boolean {
  return /\.[a-z0-9]{1,5}$/i.test(pathname.split('/').pop() ?? '');
}

/**
 * The kinds of file the shop's pages load by themselves (scripts, styles, fonts, images, data): a
 * missing one gets a short JSON 404, which a script or an image tag reads as cheaply as it can.
 */
const ASSET_EXTENSION =
  /\.(?:js|mjs|cjs|css|map|json|txt|xml|webmanifest|wasm|woff2?|ttf|otf|eot|png|jpe?g|gif|svg|webp|avif|ico|br|gz)$/i;

/**
 * A missing file answered with a short JSON 404 rather than the shop's not-found page: only an
 * asset a page loads by itself. An address written as a document (old-offer.html, x.php) or any
 * address a browser opens as a page is a page the shop does not have, so the visitor gets the
 * shop's not-found page, with status 404.
 */
function isMissingAsset(request: FastifyRequest, rawPath: string): boolean {
  if (!ASSET_EXTENSION.test(rawPath.split('/').pop() ?? '')) return false;
  return request.headers['sec-fetch-dest'] !== 'document';
}

/** A GET or HEAD of a page some locale's route table has (not a file, not the api). */
function isPageRequest(method: string, rawPath: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') && !looksLikeFile(rawPath) && !isApiPath(rawPath) && isShopPage(rawPath)
  );
}

/** A body declared larger than the limit is refused before it is sent (`Expect: 100-continue`) or read. */
function declaresTooLargeBody(request: IncomingMessage, limit: number): boolean {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}

type ProxyErrorHandler = NonNullable<NonNullable<FastifyHttpProxyOptions['replyOptions']>['onError']>;

/** Codes of a failure to reach the api at all (down, restarting, or closing the connection). */
const API_UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
]);
const API_TIMEOUT = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT',
]);

/**
 * The client closed its connection before the edge finished its answer (a tab closed, a page left
 * while its calls were out): nothing can reach it any more, and nothing went wrong on the shop's side.
 */
function clientWentAway(response: { destroyed?: boolean; writableEnded: boolean }): boolean {
  return response.destroyed === true && !response.writableEnded;
}

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

export async function createEdge(config: EdgeConfig, options: EdgeOptions = {}): Promise<FastifyInstance> {
  const shellDist = options.shellDist ?? config.shellDist ?? path.join(appDir('shell'), 'dist');
  const limits: EdgeLimits = { ...EDGE_LIMITS, ...options.limits };
  const log = options.log ?? CONSOLE_LOG;
  const sites = siteHostsOf(config.siteDomains);
  const templates = createPageTemplateSource(shellDist);
  const registrySource = createRegistrySource({
    file: config.registryFile,
    url: config.registryUrl,
    databaseUrl: config.databaseUrl,
    ttlMs: options.registryTtlMs,
    onReadError: (error) => log.warn('edge: the registry could not be read', error),
  });
  // Overrides are off for an edge whose configuration says nothing of them.
  const overridePolicy: OverridePolicy = config.remoteOverrides ?? { mode: 'off', allowedOrigins: [] };
  const overrideOrigins = overridePolicy.mode === 'off' ? [] : overridePolicy.allowedOrigins;
  const remotes = options.remotes ?? createRemoteSource({ ...config, overrideOrigins });
  const renderThreads = options.renderThreads ?? defaultRenderThreads();
  const renderPool =
    options.serverRendering === false || renderThreads === 0
      ? null
      : createRenderPool({ threads: renderThreads, budgetMs: options.pageRenderBudgetMs });
  // Where each answer's nonce goes in a kept page: random, so no content can spell it.
  const NONCE_SLOT = `nonce-slot-${randomBytes(12).toString('hex')}`;
  // A kept page belongs to the registry it was rendered with: a deploy or a toggle renders anew.
  const registryVersions = new WeakMap<Registry, string>();
  const versionOf = (registry: Registry) => {
    let version = registryVersions.get(registry);
    if (version === undefined) {
      version = createHash('sha256').update(JSON.stringify(registry.remotes)).digest('base64url');
      registryVersions.set(registry, version);
    }
    return version;
  };
  const pageLimits: PageCacheLimits = { ...PAGE_CACHE, ...options.pageCache };
  const pages = createFreshCache<PageAnswer>({
    freshMs: pageLimits.freshMs,
    staleMs: pageLimits.staleMs,
    maxEntries: pageLimits.maxEntries,
    maxSize: pageLimits.maxSize,
    sizeOf: (answer) => ('parts' in answer ? answer.parts.reduce((size, part) => size + part.length, 0) : 1),
    keep: (answer) => answer.complete && pageLimits.staleMs > 0,
    onRefreshError: (key, error) => log.warn(`edge: ${key}: the page could not be rendered again`, error),
  });

  const trustedProxies = config.trustedProxies ?? [];
  const edge = Fastify({
    logger: false,
    // Behind a load balancer, the visitor's address and scheme are the ones it forwards; without
    // one, the edge is the front door and believes no forwarded header.
    ...(trustedProxies.length > 0 ? { trustProxy: trustedProxies.join(',') } : {}),
    bodyLimit: limits.bodyLimitBytes,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.idleTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
    // A path the router cannot decode (`%E0%A4%A`) or an over-long parameter: the not-found page.
    frameworkErrors: (_error, request, reply) => {
      // Such a reply skips the onSend hooks: the headers are added here.
      addResponseHeaders(request, reply);
      if (!refuseHost(request, reply)) void sendNotFound(request, reply);
    },
  });

  /**
   * Pages write their links on the request's host and the api sets cookies for it: a request for a
   * host that is not the shop's gets 421 and nothing built from it, one naming two hosts 400.
   * True when the request was refused.
   */
  const refuseHost = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (hasDuplicateHost(request.raw.rawHeaders)) {
      void reply.code(400).send(errorBody(400, 'A request names its host once'));
    } else if (request.headers.host === undefined) {
      void reply.code(400).send(errorBody(400, 'A request names its host'));
    } else if (!siteHostOf(request.headers.host, sites)) {
      void reply.code(421).send(errorBody(421, 'This server does not answer for that host'));
    } else {
      return false;
    }
    return true;
  };
  /** The site of a request the host check let through. */
  const siteOf = (request: FastifyRequest): HostOfRequest =>
    siteHostOf(request.headers.host, sites) ?? { hostname: sites.loopbackName, port: '' };

  // First of all: a refused host gets nothing else, and a client that leaves gets one line.
  edge.addHook('onRequest', async (request, reply) => {
    if (refuseHost(request, reply)) return reply;
    // The policy names the registry's remote origins: read (from its short-lived copy) before any answer.
    headersFor(await registrySource.current());
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) log.info(`edge: client went away: ${request.method} ${rawPathOf(request.url)}`);
    });
  });

  /**
   * The registry a request's browser sees: the live one, with that browser's overrides applied
   * (remote-overrides.ts). A request with overrides is this browser's alone: its answer names the
   * overrides' origins in its policy, and no cache keeps it.
   */
  const overriddenRegistries = new WeakMap<FastifyRequest, Registry>();
  const registryFor = async (request: FastifyRequest): Promise<Registry> => {
    const live = await registrySource.current();
    const seen = withOverrides(live, overridesOf(request.headers.cookie, overridePolicy));
    if (seen !== live) overriddenRegistries.set(request, seen);
    return seen;
  };
  /** 'no-cache' (kept, asked again each time), or never kept at all for a browser's own overrides. */
  const cacheControlOf = (request: FastifyRequest) =>
    overriddenRegistries.has(request) ? 'private, no-store' : 'no-cache';

  // Every response carries the headers; they change only with the registry (its remotes' origins).
  let cachedHeaders: { registry: Registry; headers: Record<string, string> } | null = null;
  const headersFor = (registry: Registry) => {
    if (cachedHeaders?.registry !== registry) cachedHeaders = { registry, headers: securityHeaders(config, registry) };
    return cachedHeaders.headers;
  };
  // Answers made before the routes run (a path the router cannot decode) use the last registry read.
  const currentHeaders = () => cachedHeaders?.headers ?? securityHeaders(config, { generatedAt: '', remotes: {} });

  /** The nonce of each page being answered: its policy admits the <style> and <script> elements carrying it. */
  const pageNonces = new WeakMap<FastifyRequest, string>();
  const addResponseHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    const overridden = overriddenRegistries.get(request);
    const headers = overridden ? securityHeaders(config, overridden) : currentHeaders();
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    const nonce = pageNonces.get(request);
    if (nonce) reply.header('Content-Security-Policy', withPageNonce(headers['Content-Security-Policy']!, nonce));
    // A 304 updates the headers the browser stored with its copy: a policy here would replace the
    // one naming that copy's nonce, and the page's own scripts and styles would be refused.
    if (reply.statusCode === 304) reply.removeHeader('Content-Security-Policy');
    if (sendsHsts(request.headers.host)) reply.header('Strict-Transport-Security', HSTS_VALUE);
  };
  edge.addHook('onSend', async (request, reply, payload) => {
    addResponseHeaders(request, reply);
    return payload;
  });
  // Pages, the registry and the api's answers are compressed on the way out; built files were at build time.
  await registerCompression(edge);

  /**
   * The slots of the shop's page for every visitor of its site and address; `rendered` is null for
   * a page the browser renders alone. react-aria adds a few rules of its own as <style> elements
   * at run time; they are admitted by a nonce made for each answer alone (written in where the page
   * holds NONCE_SLOT), which react-aria reads from the `csp-nonce` meta tag, so no other inline
   * style can slip in.
   */
  const slotsOf = async (pageRemote: PageRemote | null, rendered: RenderedHead | null): Promise<PageSlots> => {
    const remoteFiles = pageRemote && remoteFilesOf(pageRemote, await remotes.manifest(pageRemote.manifestUrl));
    // A page the server rendered paints at once: its styles are in it. One the browser renders
    // paints after the scripts ran anyway, so it links them.
    const applyStyles = Boolean(rendered?.renderedRemote);
    const remoteStyles = new Map(
      applyStyles && remoteFiles
        ? await Promise.all(remoteFiles.styles.map(async (href) => [href, await remotes.stylesheet(href)] as const))
        : [],
    );
    return {
      ...(rendered ? { lang: rendered.lang, head: rendered.head } : {}),
      nonce: NONCE_SLOT,
      inlineStylesheet: (href) => (rendered ? shellStyleElement(href, shellDist, NONCE_SLOT) : null),
      // The remote the server rendered needs its styles before the first paint, not when its code runs.
      remoteTags: remotePreloadTags(remoteFiles, config.cdnOrigin, {
        applyStyles,
        inline: (href) => styleElement(remoteStyles.get(href) ?? null, NONCE_SLOT, href),
      }),
      boot: rendered ? (rendered.contentRendered ? 'load' : 'paint') : 'head',
    };
  };

  /** The page the browser renders alone: the template with the remote's preloads. */
  const plainPage = async (template: PageTemplate, pageRemote: PageRemote | null): Promise<string> => {
    const { start, end } = pageParts(template, await slotsOf(pageRemote, null));
    return `${start}${end}`;
  };

  const composed = (statusCode: number, html: string, complete: boolean): ComposedPage => {
    const parts = html.split(NONCE_SLOT).map((part) => Buffer.from(part));
    return {
      statusCode,
      parts,
      deflated: deflateParts(parts),
      complete,
      etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    };
  };

  /** Answers sent as their page was rendered (fastify's `sent` says so only once they have ended). */
  const streamedReplies = new WeakSet<FastifyReply>();

  /**
   * Begins a page's answer: its status and headers, and a new nonce its policy names. Tells whether
   * the answer is gzip: the edge compresses pages itself, the parts of a kept page once (brotli
   * would cost a whole compression per answer for about the same size; the compression plugin
   * still serves a client that takes brotli alone).
   */
  const beginPageAnswer = (reply: FastifyReply, statusCode: number): { nonce: string; gzip: boolean } => {
    const nonce = randomBytes(NONCE_BYTES).toString('base64');
    pageNonces.set(reply.request, nonce);
    const gzip = negotiate(reply.request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip';
    reply.code(statusCode).type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
    if (gzip) reply.header('Content-Encoding', 'gzip');
    return { nonce, gzip };
  };

  /** Sends a composed page with this answer's own nonce (or 304 to a browser holding the same page). */
  const sendComposed = (reply: FastifyReply, page: ComposedPage) => {
    reply.header('Cache-Control', cacheControlOf(reply.request)).header('ETag', page.etag);
    if (page.statusCode === 200 && reply.request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const { nonce, gzip } = beginPageAnswer(reply, page.statusCode);
    const nonceBytes = Buffer.from(nonce);
    if (gzip) return reply.send(gzipJoined(page.parts, page.deflated, nonceBytes));
    return reply.send(Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]))));
  };

  /**
   * Starts the answer of a page being rendered: its head leaves at once, its markup as it comes.
   * Compressed here (gzip, flushed after each part) so that nothing waits in a compressor's buffer.
   */
  const streamPage = (reply: FastifyReply, statusCode: number) => {
    reply.header('Cache-Control', cacheControlOf(reply.request));
    const { nonce, gzip } = beginPageAnswer(reply, statusCode);
    const body = gzip ? zlib.createGzip({ level: 6 }) : new PassThrough();
    // A visitor who leaves mid-page destroys the stream: nothing more is written, nothing to report.
    body.on('error', () => undefined);
    streamedReplies.add(reply);
    void reply.send(body);
    const write = (html: string) => {
      if (body.destroyed) return;
      body.write(html.split(NONCE_SLOT).join(nonce));
      if (body instanceof zlib.Gzip) body.flush(zlib.constants.Z_SYNC_FLUSH);
    };
    return {
      write,
      end(html: string) {
        write(html);
        body.end();
      },
    };
  };

  /** The plain not-found page for a path that is not even well formed: it names no remote to announce. */
  const sendPlainNotFound = async (reply: FastifyReply) =>
    sendComposed(reply, composed(404, await plainPage(await templates.current(), null), true));

  /**
   * A page of the shop, rendered on the server when its bundles allow (else the browser renders
   * it). The status is the page's own: 404 for a path no route matches or an id that names nothing,
   * and a page that only leads elsewhere answers with a temporary redirect. With `streamTo`, the
   * page is sent to that reply as it is rendered (its head first); it is composed whole all the same
   * for the visitors waiting for it and the page cache.
   */
  const renderShopPage = async (
    request: FastifyRequest,
    statusCode: 200 | 404,
    registry: Registry,
    streamTo: FastifyReply | null,
  ): Promise<PageAnswer> => {
    const site = siteOf(request);
    const port = site.port ? `:${site.port}` : '';
    const template = await templates.current();
    // The route's remote, rendered whatever the page's status; its files are announced by a page of status 200 only.
    const routeRemote = pageRemoteOf(registry, site.hostname, rawPathOf(request.url));
    const pageRemoteFor = (status: number) => (status === 200 ? routeRemote : null);
    const pageRemote = pageRemoteFor(statusCode);
    if (options.serverRendering === false) return composed(statusCode, await plainPage(template, pageRemote), true);
    let complete = true;
    const renderLog = (message: string, error?: unknown) => {
      complete = false;
      log.warn(`edge: ${rawPathOf(request.url)}: ${message}`, error);
    };
    const page = {
      apiOrigin: config.apiOrigin,
      shellDist,
      registry,
      url: request.url,
      location: {
        protocol: `${request.protocol}:`,
        hostname: site.hostname,
        port: site.port,
        origin: `${request.protocol}://${site.hostname}${port}`,
      },
      remoteBudgetMs: options.remoteRenderBudgetMs,
    };
    const events: AsyncIterable<RenderEvent> = renderPool
      ? renderPool.render({
          ...page,
          cdnOrigin: config.cdnOrigin,
          serverBundleToken: config.serverBundleToken,
          overrideOrigins,
          remoteManifestUrl: routeRemote?.manifestUrl ?? null,
        })
      : renderEvents((writeLog) =>
          renderPageOnServer({ ...page, remotes, log: writeLog, pageBudgetMs: options.pageRenderBudgetMs }),
        );

    let begun: { head: RenderedHead; parts: PageParts } | null = null;
    let stream: ReturnType<typeof streamPage> | null = null;
    const markup: string[] = [];
    let outcome: RenderEnd = null;
    for await (const event of events) {
      if (event.kind === 'page') {
        const slots = await slotsOf(pageRemoteFor(event.page.status), event.page);
        begun = { head: event.page, parts: pageParts(template, slots, event.page.state) };
        if (streamTo) {
          stream = streamPage(streamTo, event.page.status);
          stream.write(begun.parts.start);
        }
      } else if (event.kind === 'markup') {
        markup.push(event.html);
        stream?.write(event.html);
      } else {
        outcome = event.outcome;
        for (const line of event.logs) renderLog(line.message, line.error);
      }
    }
    if (outcome === 'stopped') renderLog('the render ran past its budget and was stopped');
    else if (outcome === 'busy') renderLog('the page is left to the browser: too many pages are waiting for a render');
    if (begun) {
      // A page whose head has left ends with the markup it has (a render cut short is not kept).
      if (outcome !== 'page') complete = false;
      const { start, end } = begun.parts;
      stream?.end(end);
      return composed(begun.head.status, `${start}${markup.join('')}${end}`, complete);
    }
    if (outcome && typeof outcome === 'object') return { redirect: outcome.redirect, complete };
    return composed(statusCode, await plainPage(template, pageRemote), complete);
  };

  const sendShopPage = async (reply: FastifyReply, statusCode: 200 | 404 = 200) => {
    const { request } = reply;
    // Read once per page: the server render and the preloads must name the same versions.
    const registry = await registryFor(request);
    // A page rendered with a browser's overrides is that browser's alone: rendered for it, never kept.
    if (registry.overrides) {
      const own = await renderShopPage(request, statusCode, registry, reply);
      if (streamedReplies.has(reply)) return reply;
      if ('redirect' in own) return reply.header('Cache-Control', 'private, no-store').redirect(own.redirect, 302);
      return sendComposed(reply, own);
    }
    const site = siteOf(request);
    const key = `${request.protocol}://${site.hostname}:${site.port}${request.url} ${statusCode} ${versionOf(registry)}`;
    const answer = await pages.get(key, (callerWaits) =>
      renderShopPage(request, statusCode, registry, callerWaits ? reply : null),
    );
    // This visitor's render was streamed to it as it came.
    if (streamedReplies.has(reply)) return reply;
    if ('redirect' in answer) return reply.header('Cache-Control', 'no-cache').redirect(answer.redirect, 302);
    return sendComposed(reply, answer);
  };

  /**
   * Api paths, other methods than GET and HEAD and missing assets get a short JSON 404; anything
   * else (an unknown path, an address that only looks like a document) the shop's 404 page, with
   * status 404.
   */
  async function sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const rawPath = rawPathOf(request.url);
    const apiPath = isApiPath(rawPath);
    const malformed = isMalformedPath(rawPath);
    const pageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (apiPath || (!malformed && (!pageRequest || isMissingAsset(request, rawPath)))) {
      return reply.code(404).send(errorBody(404, apiPath ? 'No such api resource' : 'No such file'));
    }
    // A path that is not even well formed gets the plain page: nothing in it is worth rendering.
    return malformed ? sendPlainNotFound(reply) : sendShopPage(reply, 404);
  }

  edge.setErrorHandler((error: FastifyError, request, reply) => {
    // What fails once the client has gone (its body cut short, an answer streamed into a closed
    // socket) is that departure, which onRequest logs in one line: nothing to answer, no stack.
    if (clientWentAway(reply.raw)) {
      reply.hijack();
      return;
    }
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode === 404) return sendNotFound(request, reply);
    if (statusCode >= 500) {
      log.error(`edge: ${request.method} ${rawPathOf(request.url)} failed:`, error);
      return reply.code(statusCode).send(errorBody(statusCode, 'The shop could not answer this request'));
    }
    // The client's own mistake (body too large, malformed JSON…): Fastify's sentence says which.
    return reply.code(statusCode).send(errorBody(statusCode, error.message));
  });

  // Before routing: paths that cannot name anything, source maps and server bundles never reach a
  // handler. The api's paths name no file: a `server` segment there is the api's to judge.
  edge.addHook('onRequest', async (request, reply) => {
    const rawPath = rawPathOf(request.url);
    if (isMalformedPath(rawPath)) return sendNotFound(request, reply);
    if (isSourceMapPath(rawPath)) return reply.code(404).send(errorBody(404, 'No such file'));
    if (!isApiPath(rawPath) && isServerOutputPath(rawPath)) return sendNotFound(request, reply);
    // A page of the shop is answered here, before the static files are looked up on disk for it.
    if (isPageRequest(request.method, rawPath)) {
      const override = new URLSearchParams(rawQueryOf(request.url)).get(OVERRIDE_PARAMETER);
      return override === null ? sendShopPage(reply) : answerOverrideAddress(request, reply, override);
    }
  });

  // The edge reads a body whole (up to the limit) before the api sees it: an oversized or
  // stalled upload is refused here, and the api never waits on a slow client.
  edge.removeAllContentTypeParsers();
  edge.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  edge.get('/registry.json', async (request, reply) => {
    const registry = await registryFor(request);
    reply.header('Cache-Control', cacheControlOf(request));
    return registry;
  });

  const OVERRIDES_OFF = 'Remote overrides are switched off on this shop';

  /**
   * Checks an override (`<remote>@<manifest URL>` or `reset`) and keeps what it leaves in this
   * browser's session cookie; false when it is refused, with the 400 that says why already sent.
   */
  function keepOverride(request: FastifyRequest, reply: FastifyReply, value: string): boolean {
    const parsed = parseOverride(value, overridePolicy);
    if (!parsed.ok) {
      void reply.code(400).send(errorBody(400, `Override refused: ${parsed.reason}`));
      return false;
    }
    const overrides = overridesAfter(overridesOf(request.headers.cookie, overridePolicy), parsed.request);
    reply.header('Set-Cookie', overridesCookie(overrides)).header('Cache-Control', 'private, no-store');
    return true;
  }

  /**
   * `?override=<remote>@<manifest URL>` (or `reset`) on any page: kept, then the same page without
   * the parameter. Where overrides need a care operator, the address alone is refused: the operator
   * sets them with POST /overrides.
   */
  async function answerOverrideAddress(request: FastifyRequest, reply: FastifyReply, value: string) {
    if (overridePolicy.mode !== 'open')
      return reply
        .code(403)
        .send(
          errorBody(
            403,
            overridePolicy.mode === 'off'
              ? OVERRIDES_OFF
              : 'A remote override needs a signed-in care operator: set it from the override panel in customer-care mode',
          ),
        );
    if (!keepOverride(request, reply, value)) return reply;
    const url = new URL(request.url, 'http://edge.invalid');
    url.searchParams.delete(OVERRIDE_PARAMETER);
    return reply.redirect(`${url.pathname}${url.search}${url.hash}`, 302);
  }

  /**
   * The override panel's call: `{ "override": "<remote>@<manifest URL>" | "reset" }`. Where the
   * policy asks for a care operator, the request carries the operator's token (Authorization:
   * Bearer …), which the api vouches for.
   */
  edge.post('/overrides', async (request, reply) => {
    if (overridePolicy.mode === 'off') return reply.code(403).send(errorBody(403, OVERRIDES_OFF));
    if (overridePolicy.mode === 'operators' && !(await isSignedInOperator(request.headers.authorization)))
      return reply.code(401).send(errorBody(401, 'A remote override needs a signed-in care operator'));
    let override: unknown;
    try {
      override = (JSON.parse(String(request.body ?? '')) as { override?: unknown }).override;
    } catch {
      override = undefined;
    }
    if (typeof override !== 'string')
      return reply
        .code(400)
        .send(errorBody(400, 'Send { "override": "<remote>@<manifest URL>" } or { "override": "reset" }'));
    if (!keepOverride(request, reply, override)) return reply;
    return reply.code(204).send();
  });

  /** True when the api knows the bearer token as a signed-in care operator's. */
  async function isSignedInOperator(authorization: string | undefined): Promise<boolean> {
    if (!authorization || !/^Bearer [\w.~+/=-]{1,2048}$/.test(authorization)) return false;
    try {
      const answer = await fetch(`${config.apiOrigin}/gateway/care/session`, {
        headers: { authorization },
        signal: AbortSignal.timeout(OPERATOR_CHECK_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      return answer.ok;
    } catch {
      return false;
    }
  }

  const onProxyError: ProxyErrorHandler = (reply, { error }) => {
    // The api answered (or failed) after the client left: onRequest logged its departure.
    if (clientWentAway(reply.raw)) return;
    const codes = errorCodes(error);
    if (codes.some((code) => API_UNREACHABLE.has(code))) {
      reply
        .code(503)
        .header('Retry-After', String(limits.retryAfterSeconds))
        .send(errorBody(503, 'Unavailable for a moment; retry in a few seconds'));
    } else if (codes.some((code) => API_TIMEOUT.has(code))) {
      reply.code(504).send(errorBody(504, 'The shop took too long to answer'));
    } else {
      log.error(`edge: proxying ${reply.request.method} ${rawPathOf(reply.request.url)} failed:`, error);
      reply.code(502).send(errorBody(502, 'The shop could not answer this request'));
    }
  };

  for (const prefix of API_PREFIXES) {
    const proxyOptions: FastifyHttpProxyOptions = {
      upstream: config.apiOrigin,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      // The edge's own parser above has read the body; the proxy sends it on as it came.
      proxyPayloads: false,
      undici: { headersTimeout: limits.upstreamTimeoutMs, bodyTimeout: limits.upstreamTimeoutMs },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) =>
          forwardableHeaders(headers, {
            forwardsBody: Buffer.isBuffer(request.body),
            clientAddress: request.ip,
            host: request.headers.host,
          }),
        onError: onProxyError,
        // No retries at the edge (reply-from retries a GET answered 503 up to ten times): the
        // api's answer goes to the page at once, which knows whether to try again.
        retryDelay: () => null,
      },
      handler: (request, reply, destination, replyOptions) => {
        const body = request.body;
        const withBody = Buffer.isBuffer(body)
          ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }
          : {};
        return reply.from(destination, { ...replyOptions, ...withBody });
      },
    };
    await edge.register(fastifyHttpProxy, proxyOptions);
  }

  // Files are looked up on each request, so a rebuilt shell is served without an edge restart.
  await edge.register(fastifyStatic, {
    root: shellDist,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      varyOnEncoding(res, filePath);
      // Chunks carry a content hash; the entry and the page are revalidated.
      res.setHeader(
        'Cache-Control',
        /\.[0-9a-f]{8}\.(js|css)$/.test(originalFile(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // A page of the shop, or the page with status 404 so the client-side router shows the not-found page.
  edge.setNotFoundHandler(async (request, reply) => sendNotFound(request, reply));

  // `Expect: 100-continue`: node would say "continue" to any upload; the edge first checks the
  // declared size, so an oversized body is refused before the client sends it.
  // The render workers stop with the edge, once its answers are sent, and its registry's database is let go.
  edge.addHook('onClose', async () => {
    await Promise.all([renderPool?.close(), registrySource.close()]);
  });

  edge.server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (declaresTooLargeBody(request, limits.bodyLimitBytes)) {
      // The client will not send the body it announced: the connection cannot carry another request.
      response.setHeader('Connection', 'close');
    } else {
      response.writeContinue();
    }
    edge.server.emit('request', request, response);
  });
  return edge;
}
