/**
 * The local cdn: serves <cdn>/<remote>/<version>/… with CORS. Versioned files never change, so
 * they are cached for a year; manifests and entry files are revalidated on every load. Source maps
 * are never served. Server bundles are code for the edge alone: served only to a request carrying the
 * shop's server-bundle token (the edge reads them over HTTP, so edge and cdn can be two machines),
 * answered 404 to anyone else, even from a folder deployed before they were kept apart.
 * Text files go out brotli- or gzip-compressed (platform/compression.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PlatformConfig } from './config';
import { registryStoreFor, type RegistryStore } from './registry-store';
import { originalFile, registerCompression, varyOnEncoding } from './compression';
import {
  CLIENT_TIMEOUTS,
  HSTS_VALUE,
  errorBody,
  hasDuplicateHost,
  isServerOutputPath,
  isSourceMapPath,
  rawPathOf,
  sendsHsts,
} from './http-rules';

const REVALIDATED = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'deployments.json']);

/**
 * Every answer of the cdn is readable by the pages of any origin, a 404 or a 500 as much as a file:
 * without these the browser reports a CORS failure instead of the status the cdn gave.
 */
const CROSS_ORIGIN_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

/** The header the edge names the server-bundle token in. */
export const SERVER_BUNDLE_TOKEN_HEADER = 'x-escapade-server-token';

/** The request carries the shop's token (compared in constant time: its length is all a guess learns). */
export function carriesServerBundleToken(header: string | string[] | undefined, token: string): boolean {
  if (typeof header !== 'string' || token.length === 0) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply.code(statusCode).send(errorBody(statusCode, message));
}

export interface CdnOptions {
  /** The registry it serves as /registry.json; the config's (registryStoreFor) unless given, and then closed with the cdn. */
  registry?: RegistryStore;
}

export async function createCdn(config: PlatformConfig, options: CdnOptions = {}): Promise<FastifyInstance> {
  const registry = options.registry ?? registryStoreFor(config);
  const cdn = Fastify({
    logger: false,
    // The cdn only serves files: a client gets as long as the edge gives it to send a request, and
    // its connection is closed after as long a silence.
    requestTimeout: CLIENT_TIMEOUTS.requestTimeoutMs,
    connectionTimeout: CLIENT_TIMEOUTS.idleTimeoutMs,
    keepAliveTimeout: CLIENT_TIMEOUTS.idleTimeoutMs,
    http: {
      headersTimeout: CLIENT_TIMEOUTS.headersTimeoutMs,
      requestTimeout: CLIENT_TIMEOUTS.requestTimeoutMs,
      connectionsCheckingInterval: CLIENT_TIMEOUTS.timeoutCheckIntervalMs,
    },
    // A path the router cannot decode names no file. Such a reply skips the onSend hooks.
    frameworkErrors: (_error, _request, reply) => {
      void sendError(reply.headers(CROSS_ORIGIN_HEADERS), 404, 'No such file');
    },
  });
  cdn.setErrorHandler((error: FastifyError, _request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    return sendError(reply, statusCode, statusCode === 500 ? 'The cdn could not answer this request' : error.message);
  });
  cdn.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'No such file'));
  cdn.addHook('onRequest', async (request, reply) => {
    // Node keeps the first of several Host headers, a proxy in front may have read another.
    if (hasDuplicateHost(request.raw.rawHeaders)) return sendError(reply, 400, 'A request names its host once');
    const rawPath = rawPathOf(request.url);
    if (isSourceMapPath(rawPath)) return sendError(reply, 404, 'No such file');
    if (
      isServerOutputPath(rawPath) &&
      !carriesServerBundleToken(request.headers[SERVER_BUNDLE_TOKEN_HEADER], config.serverBundleToken)
    )
      return sendError(reply, 404, 'No such file');
  });
  cdn.addHook('onSend', async (request, reply, payload) => {
    reply.headers(CROSS_ORIGIN_HEADERS);
    if (sendsHsts(request.headers.host)) reply.header('Strict-Transport-Security', HSTS_VALUE);
    return payload;
  });
  await registerCompression(cdn);
  await cdn.register(fastifyStatic, {
    root: config.cdnDir,
    index: false,
    list: false,
    cacheControl: false,
    // The .br / .gz copy the build wrote, when the client accepts it.
    preCompressed: true,
    setHeaders(res, filePath) {
      varyOnEncoding(res, filePath);
      res.setHeader(
        'Cache-Control',
        REVALIDATED.has(path.basename(originalFile(filePath))) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  cdn.get('/health', async () => ({ status: 'ok' }));
  // The registry deploys write (the file beside the cdn's files, or the shop store's database with
  // DATABASE_URL): an edge on another machine reads it here (--registry-url, REGISTRY_URL), and so
  // may any reader of the registry. Never cached: a deploy is live as soon as it is written.
  cdn.get('/registry.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return registry.read();
  });
  if (!options.registry)
    cdn.addHook('onClose', async () => {
      await registry.close();
    });
  return cdn;
}
